/**
 * Notices for the player (a record kept aside, storage away, another tab, a bad URL value). Those
 * raised while the app starts are held until the UI is up, then shown together as ONE notice (a line
 * each), so that none of them pushes another off the screen; later ones are shown as they come.
 */
export class Notices {
  private held: string[] | null = [];
  private show: (text: string) => void = () => {};

  say(text: string): void {
    if (this.held === null) this.show(text);
    else if (!this.held.includes(text)) this.held.push(text);
  }

  /** The UI is up: every startup notice at once, then each later one as it comes. */
  open(show: (text: string) => void): void {
    const held = this.held ?? [];
    this.held = null;
    this.show = show;
    if (held.length > 0) show(held.join('\n'));
  }
}
