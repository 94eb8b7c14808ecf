import { describe, expect, test } from 'vitest';
import { LAST_DEAL, dealFromQuery } from '../../src/app/urlDeal';

describe('dealFromQuery', () => {
  test.each([
    ['?deal=0', 0],
    ['?deal=1', 1],
    ['?deal=12345', 12345],
    ['?deal=007', 7],
    [`?deal=${LAST_DEAL}`, LAST_DEAL],
    ['?preset=standard&deal=42', 42],
  ])('%s deals %i with no notice', (search, deal) => {
    expect(dealFromQuery(search)).toEqual({ deal, notice: null });
  });

  test('no deal parameter: no deal, no notice', () => {
    expect(dealFromQuery('?draw=3')).toEqual({ deal: null, notice: null });
  });

  test.each(['abc', '', '-1', '1.5', '1e3', '1e309', 'NaN', '0x10', ' 7', '4294967296', '99999999999', '12abc', '１２３'])(
    'deal=%j is ignored and named, and no deal is claimed for it',
    (raw) => {
      const choice = dealFromQuery(`?deal=${encodeURIComponent(raw)}`);
      expect(choice.deal).toBeNull();
      expect(choice.notice).toContain(JSON.stringify(raw));
      // The deal played instead is named by the app, which knows it; never a deal 1 that is not dealt.
      expect(choice.notice).not.toMatch(/Playing deal/);
    },
  );
});
