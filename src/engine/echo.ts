/**
 * Untrusted input quoted back to the player (a value a file, a stored record or a URL gave): short,
 * on one line, and never able to throw. Every message that echoes such input goes through `echo`, so
 * a 900 KB key or an object with a broken `toString` cannot run a notice off the screen or break it.
 */

/** At most this many characters of the input are quoted back. */
export const ECHO_MAX = 40;

/** Controls, line and paragraph separators, bidirectional marks (LRM, RLM, ALM) and overrides: shown as "�", so the text stays on one line and in order. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches, to replace them
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` cut to `max` characters, "…" marking the cut (a surrogate pair is never split). */
export function cutText(text: string, max = ECHO_MAX): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * Any value as a message quotes it: a string in double quotes, cut to `max` characters, its
 * unprintable characters shown as "�"; a number or boolean as written; anything else by its kind
 * ("an object", "a list"). `echo('9')` is `"9"`, `echo(9)` is `9`, `echo({ toString: 1 })` is `an object`.
 */
export function echo(value: unknown, max = ECHO_MAX): string {
  switch (typeof value) {
    case 'string':
      return `"${cutText(value, max).replace(UNPRINTABLE, '\ufffd')}"`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return cutText(String(value), max);
    case 'undefined':
      return 'nothing';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return value === null ? 'null' : Array.isArray(value) ? 'a list' : 'an object';
  }
}
