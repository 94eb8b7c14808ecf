/** Stroke icons on a 24-unit grid (drawn with currentColor by `.ui-icon`): no icon font, no network. */
const CIRCLE = 'M12 22a10 10 0 1 0 0-20a10 10 0 1 0 0 20z';

export const ICONS = {
  undo: ['M9 14L4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11'],
  redo: ['M15 14l5-5-5-5', 'M20 9H9.5a5.5 5.5 0 0 0 0 11H13'],
  hint: ['M9 18h6', 'M10 21h4', 'M12 3a6 6 0 0 0-3.8 10.6c.6.6.8 1.3.8 2.4h6c0-1.1.2-1.8.8-2.4A6 6 0 0 0 12 3z'],
  finish: ['M6 12l6-6 6 6', 'M6 18l6-6 6 6'],
  new: ['M12 5v14', 'M5 12h14'],
  restart: ['M3.5 12a8.5 8.5 0 1 0 2.5-6', 'M3 3.5V9h5.5'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  rules: ['M6 3h9l3 3v15H6z', 'M9 10h6', 'M9 14h6', 'M9 18h3'],
  settings: ['M4 7h16', 'M4 17h16', 'M9 4v6', 'M15 14v6'],
  help: [CIRCLE, 'M9.2 9.2a3 3 0 0 1 5.8 1c0 2-3 2.6-3 4', 'M12 17.5v.1'],
  about: [CIRCLE, 'M12 16.5v-5', 'M12 7.5v.1'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/**
 * Icons that point the way a line reads: undo's arrow points back, against it. Material mirrors undo
 * and redo in a right-to-left language (its auto-mirrored set), as it does back and forward, and the
 * toolbar reads from the right there, Undo first: `icon()` marks these, and base.css turns them over
 * under dir="rtl". The others (a circle, a bulb, up-arrows) have no side.
 */
export const POINTS_ALONG_THE_LINE: ReadonlySet<readonly string[]> = new Set([ICONS.undo, ICONS.redo]);
