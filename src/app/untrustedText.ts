/**
 * Text from outside the app (a URL, a file) echoed back to the player: a notice must stay one short
 * line, whatever length the input had (a URL may carry tens of thousands of characters).
 */

/** `text` cut to at most `max` characters, the cut marked with an ellipsis. */
export function clipUntrusted(text: string, max: number): string {
  if (text.length <= max) return text;
  // Array.from splits by code point, so a cut never leaves half of a surrogate pair.
  return `${Array.from(text).slice(0, Math.max(0, max - 1)).join('')}…`;
}
