import { afterEach, describe, expect, test } from 'vitest';
import { parseStartupQuery } from '../../src/app/startup/startup';
import { MAX_ECHOED_VALUE, parseAppQuery, withoutGameLink } from '../../src/app/startup/urlQuery';
import { DEFAULT_RULES, presetById } from '../../src/engine';
import { useCatalogue } from '../../src/i18n';

describe('parseAppQuery', () => {
  test('a repeated parameter counts with its last value, and the player is told', () => {
    const { params, repeatNotice } = parseAppQuery('?deal=5&draw=1&deal=7&draw=3&utm=a&utm=b');
    expect(params.get('deal')).toBe('7');
    expect(params.get('draw')).toBe('3');
    expect(params.has('utm')).toBe(false);
    expect(repeatNotice).toBe('deal, draw were given more than once: the last value counts.');
  });

  test('no repeats, no notice', () => {
    expect(parseAppQuery('?deal=5&sound=off').repeatNotice).toBeNull();
  });
});

describe('parseStartupQuery', () => {
  test('a 30,000-character value is echoed cut to a few dozen characters', () => {
    for (const key of ['deal', 'draw', 'preset', 'back', 'sound']) {
      const { notice } = parseStartupQuery(`?${key}=${'9'.repeat(30_000)}`);
      expect(notice, key).toContain(`${key}="${'9'.repeat(MAX_ECHOED_VALUE - 1)}…"`);
      expect(notice!.length, key).toBeLessThan(200);
    }
  });

  test('a bad deal is ignored and flagged, so that the app names the deal it plays', () => {
    const startup = parseStartupQuery('?deal=-1');
    expect(startup.link).toBeNull();
    expect(startup.dealIgnored).toBe(true);
    expect(startup.notice).toBe('Ignored deal="-1": not a deal number (0 to 4294967295).');
  });

  test('a deal, rules, or both make a game link; display settings alone do not', () => {
    expect(parseStartupQuery('?deal=12').link).toEqual({ rules: DEFAULT_RULES, deal: 12 });
    expect(parseStartupQuery('?preset=jsolitaire&deal=12345').link).toEqual({ rules: presetById('jsolitaire')!.rules, deal: 12345 });
    expect(parseStartupQuery('?draw=3').link).toEqual({ rules: { ...DEFAULT_RULES, draw: 3 }, deal: null });
    expect(parseStartupQuery('?back=3&sound=off').link).toBeNull();
    expect(parseStartupQuery('?draw=9').link).toBeNull();
  });

  test('repeated deal: the last one is played and the notice says so', () => {
    const startup = parseStartupQuery('?deal=3&deal=8');
    expect(startup.link?.deal).toBe(8);
    expect(startup.notice).toMatch(/deal was given more than once: the last value counts/);
  });
});

describe('withoutGameLink', () => {
  test('takes out the deal and every rules parameter; display settings and the path stay', () => {
    expect(withoutGameLink('https://example.org/klondike/?preset=jsolitaire&deal=12345&draw=3&passes=1&back=2&sound=off#x')).toBe(
      'https://example.org/klondike/?back=2&sound=off#x',
    );
  });

  test('a line break or bidi control in a rule or display value is neutralised in the notice', () => {
    const { notice } = parseStartupQuery(`?draw=${encodeURIComponent('1\n\nFake text')}&back=${encodeURIComponent('\u202e3')}`);
    expect(notice).not.toMatch(/[\n\r\u202e]/);
    expect(notice).toContain('draw="1\ufffd\ufffdFake text"');
    expect(notice).toContain('back="\ufffd3"');
  });
});

describe('URL notices in the language shown', () => {
  afterEach(() => useCatalogue('en', {}));

  test('a bad deal, a bad rule and a repeated parameter are named in the current catalogue', () => {
    useCatalogue('fr', {
      'startup.ignored.deal': 'deal={value} ignoré : pas un numéro de donne (0 à {max}).',
      'startup.ignored.options': '{options} ignoré.',
      'startup.ignored.ruleOption': '{key}={value} ({reason, select, noPreset {pas de préréglage} badValue {valeur invalide} other {incompatible}})',
      'startup.repeated': '{count, plural, one {{names} donné plusieurs fois.} other {{names} donnés plusieurs fois.}}',
    });
    expect(parseStartupQuery('deal=-1').notice).toBe('deal="-1" ignoré : pas un numéro de donne (0 à 4294967295).');
    expect(parseStartupQuery('draw=9').notice).toBe('draw="9" (valeur invalide) ignoré.');
    expect(parseStartupQuery('preset=nope').notice).toBe('preset="nope" (pas de préréglage) ignoré.');
    expect(parseStartupQuery('deal=1&deal=2').notice).toBe('deal donné plusieurs fois.');
  });
});
