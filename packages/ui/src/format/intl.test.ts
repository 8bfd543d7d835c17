import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent, withNoBreakSpaces } from './intl';
import { formatCad } from './money';

const NBSP = '\u00a0';

describe('Quebec formats through Intl', () => {
  it('writes French figures with a no-break space before $ and % and between thousands', () => {
    expect(formatCad(1997, 'fr-CA')).toBe(`1${NBSP}997${NBSP}$`);
    expect(`${formatCad(847, 'fr-CA')}/mois`).toBe(`847${NBSP}$/mois`);
    expect(formatPercent(15, 'fr-CA')).toBe(`15${NBSP}%`);
    expect(formatNumber(1234567, 'fr-CA')).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('keeps the English figures as before', () => {
    expect(formatCad(1997)).toBe('$1,997');
    expect(formatPercent(15)).toBe('15%');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('writes a bare date as that calendar day in either language', () => {
    expect(formatDate('2025-01-03', 'fr-CA')).toBe('3 janvier 2025');
    expect(formatDate('2025-01-03')).toBe('January 3, 2025');
    expect(formatDate('not a date', 'fr-CA')).toBeNull();
  });

  it('turns the narrow no-break space some ICU versions give into U+00A0', () => {
    expect(withNoBreakSpaces('15\u202f%')).toBe(`15${NBSP}%`);
  });
});
