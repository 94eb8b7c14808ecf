/**
 * English helpers for the words the engine and the command line still write themselves (errors about
 * saves, rules and notation): capitals and plurals. The player's language, card and pile names live in
 * src/i18n.
 */
/** The first letter in capitals: "The seven of hearts …" */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first letter in lower case: a sentence carried on after a colon ("Undone: nine of hearts …"). */
export function decapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "card" or "cards": the noun for a count, plural unless one (`many`: an irregular plural, "losses"). */
export function nounFor(count: number, noun: string, many = `${noun}s`): string {
  return count === 1 ? noun : many;
}

/** "1 move", "118 moves": a count and its noun. */
export function plural(count: number, noun: string, many = `${noun}s`): string {
  return `${count} ${nounFor(count, noun, many)}`;
}
