import { describe, expect, it } from 'vitest';
import { formatTransferCode, normalizeTransferCode, TRANSFER_CODE_PATTERN } from './transfer';

describe('normalizeTransferCode', () => {
  it.each([
    ['ABCD-EFGH-JK', 'ABCDEFGHJK'],
    ['abcd efgh jk', 'ABCDEFGHJK'],
    [' 0123.4567_89 ', '0123456789'],
    // Crockford's look-alikes: O is 0, I and L are 1.
    ['OIL0-1234-56', '0110123456'],
  ])('reads %j as %s', (typed, code) => {
    expect(normalizeTransferCode(typed)).toBe(code);
  });

  it.each(['ABCD-EFGH-J', 'ABCD-EFGH-JKM', 'ABCD-EFGH-JU', 'ABCD-EFGH-J*', ''])(
    'refuses %j, which cannot be a code',
    (typed) => {
      expect(normalizeTransferCode(typed)).toBeNull();
    },
  );
});

describe('formatTransferCode', () => {
  it('groups a code in fours for reading, as the server shows it', () => {
    expect(formatTransferCode('ABCDEFGHJK')).toBe('ABCD-EFGH-JK');
    expect(formatTransferCode('ABCDEFGHJK')).toMatch(TRANSFER_CODE_PATTERN);
  });
});
