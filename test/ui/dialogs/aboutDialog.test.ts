// @vitest-environment happy-dom
/**
 * The court figures come from the SVG-cards deck under the LGPL 2.1, which asks that users be told:
 * About names the deck, its authors, version and licence, and the licence text ships beside the files.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { useCatalogue } from '../../../src/i18n';
import { openAboutDialog } from '../../../src/ui/dialogs/aboutDialog';
import { byTestId, clearDocument } from '../support/happyDom';

const ROOT = resolve(import.meta.dirname, '../../..');
const CARDS = resolve(ROOT, 'assets/cards');
const deckVersion = (JSON.parse(readFileSync(resolve(ROOT, 'node_modules/svg-cards/package.json'), 'utf8')) as { version: string }).version;

describe('card art credits', () => {
  afterEach(clearDocument);

  test('About names the deck, its authors, the version extracted and its licence', () => {
    openAboutDialog();
    const credit = byTestId(byTestId(document, 'dialog-about'), 'about-card-art').textContent ?? '';
    expect(credit).toContain(`SVG-cards ${deckVersion}`);
    expect(credit).toMatch(/David Bellot/);
    expect(credit).toMatch(/LGPL 2\.1/);
  });

  test("About has INFO's copyright line beside the version", () => {
    openAboutDialog();
    const about = byTestId(document, 'dialog-about');
    expect(byTestId(about, 'about-copyright').textContent).toMatch(/^Copyright © \d{4} the Klondike authors\.$/);
    expect(about.querySelector('.about-version')?.textContent).toMatch(/^Version /);
  });

  test('the licence text ships beside the twelve figures, and each figure names its source and licence', () => {
    expect(readFileSync(resolve(CARDS, 'LICENSE'), 'utf8')).toMatch(/GNU LESSER GENERAL PUBLIC LICENSE\s+Version 2\.1/);
    const figures = readdirSync(CARDS)
      .filter((name) => name.endsWith('.svg'))
      .sort();
    expect(figures).toEqual(['JC', 'JD', 'JH', 'JS', 'KC', 'KD', 'KH', 'KS', 'QC', 'QD', 'QH', 'QS'].map((card) => `${card}.svg`));
    for (const name of figures) {
      expect(readFileSync(resolve(CARDS, name), 'utf8').slice(0, 400), name).toContain(`from SVG-cards ${deckVersion}`);
    }
  });
});

describe('About in the language shown when it opens', () => {
  afterEach(() => {
    clearDocument();
    useCatalogue('en', {});
  });

  test("another catalogue's words replace the English, the deck's name and version kept", () => {
    useCatalogue('fr', { 'about.title': 'À propos de Klondike', 'about.cardArt': 'Figures : {deck}, licence LGPL 2.1 ({licenceFile}).' });
    openAboutDialog();
    const about = byTestId(document, 'dialog-about');
    expect(about.querySelector('h2')!.textContent).toBe('À propos de Klondike');
    expect(byTestId(about, 'about-card-art').textContent).toBe(`Figures : SVG-cards ${deckVersion}, licence LGPL 2.1 (assets/cards/LICENSE).`);
  });
});
