import { describe, expect, it } from 'vitest';
import { formatCad, formatMoney } from './money';

describe('formatMoney', () => {
  it('formats whole units in the currency and locale given', () => {
    expect(formatMoney(790, 'EUR', 'en-IE')).toBe('€790');
    expect(formatMoney(1250, 'GBP', 'en-GB')).toBe('£1,250');
    expect(formatMoney(997, 'CAD', 'fr-CA')).toBe('997\u00a0$');
  });

  it('keeps Canadian dollars as the default, as formatCad', () => {
    expect(formatMoney(1997)).toBe('$1,997');
    expect(formatCad(1997)).toBe('$1,997');
  });

  it('does not let one currency reuse another currency’s cached formatter', () => {
    expect(formatMoney(10, 'EUR', 'en-IE')).toBe('€10');
    expect(formatMoney(10, 'CAD', 'en-IE')).toBe('$10');
  });
});
