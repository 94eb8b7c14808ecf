import { describe, expect, test } from 'vitest';
import { LAST_DEAL, parseDealQuery } from '../../src/app/startup/urlDeal';
import { echo } from '../../src/engine';

describe('parseDealQuery', () => {
  test.each([
    ['?deal=0', 0],
    ['?deal=1', 1],
    ['?deal=12345', 12345],
    ['?deal=007', 7],
    [`?deal=${LAST_DEAL}`, LAST_DEAL],
    ['?preset=standard&deal=42', 42],
  ])('%s deals %i with no notice', (search, deal) => {
    expect(parseDealQuery(search)).toEqual({ deal, notice: null });
  });

  test('no deal parameter: no deal, no notice', () => {
    expect(parseDealQuery('?draw=3')).toEqual({ deal: null, notice: null });
  });

  test.each(['abc', '', '-1', '1.5', '1e3', '1e309', 'NaN', '0x10', ' 7', '4294967296', '99999999999', '12abc', '１２３'])(
    'deal=%j is ignored and named, and no deal is claimed for it',
    (raw) => {
      const choice = parseDealQuery(`?deal=${encodeURIComponent(raw)}`);
      expect(choice.deal).toBeNull();
      expect(choice.notice).toContain(echo(raw));
      // The deal played instead is named by the app, which knows it; never a deal 1 that is not dealt.
      expect(choice.notice).not.toMatch(/Playing deal/);
    },
  );

  test('a bidi override or a line break in the value is shown as \ufffd, so the notice reads in order on one line', () => {
    const bidi = parseDealQuery(`?deal=${encodeURIComponent('\u202e4321')}`).notice ?? '';
    expect(bidi).toContain('"\ufffd4321"');
    expect(bidi).not.toContain('\u202e');
    const broken = parseDealQuery(`?deal=${encodeURIComponent('1\n\nFake text')}`).notice ?? '';
    expect(broken).not.toMatch(/[\n\r]/);
    expect(broken).toContain('"1\ufffd\ufffdFake text"');
  });
});
