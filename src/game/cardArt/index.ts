/**
 * The card art, drawn in code: faces, five backs, empty-pile marks and highlight frames.
 *
 * Pure drawing on a 2D context and nothing else (no Phaser, no DOM lookups), so the same functions
 * feed the Phaser textures, a preview page and the unit tests' recording context. Every size is in
 * DEVICE pixels: the caller passes CSS size × devicePixelRatio and every length below is a fraction
 * of the card width, so a card drawn twice as large is the same picture with every line twice as wide.
 *
 * Suit symbols are paths, not font glyphs, so they look the same on every platform (no emoji hearts);
 * ranks use a bold system font stack (no web fonts, nothing to download).
 */
export * from './cardArtShared';
export * from './cardFaceArt';
export * from './cardBackArt';
export * from './pileMarkArt';
