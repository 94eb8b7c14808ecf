/**
 * The English catalogue, bundled with the code: the language every other is checked against, the
 * words shown before another language has loaded, and the fallback for a message a translation lacks.
 */
import messages from './englishMessages';

export const ENGLISH = messages;

/** Every message's key: `t()` accepts no other, so a typo is a compile error. */
export type MessageKey = keyof typeof ENGLISH;
