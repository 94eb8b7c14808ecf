import { describe, expect, test } from 'vitest';
import { DEFAULT_DEAL, LAST_DEAL, dealFromQuery } from '../../src/app/urlDeal';

describe('dealFromQuery', () => {
  test.each([
    ['', DEFAULT_DEAL],
    ['?deal=0', 0],
    ['?deal=1', 1],
    ['?deal=12345', 12345],
    ['?deal=007', 7],
    [`?deal=${LAST_DEAL}`, LAST_DEAL],
    ['?preset=standard&deal=42', 42],
  ])('%s deals %i with no notice', (search, deal) => {
    expect(dealFromQuery(search)).toEqual({ deal, notice: null });
  });

  test.each(['abc', '', '-1', '1.5', '1e3', '0x10', ' 7', '4294967296', '99999999999', '12abc'])(
    'deal=%j falls back to deal 1 and names the bad value',
    (raw) => {
      const choice = dealFromQuery(`?deal=${encodeURIComponent(raw)}`);
      expect(choice.deal).toBe(DEFAULT_DEAL);
      expect(choice.notice).toContain(JSON.stringify(raw));
    },
  );
});
