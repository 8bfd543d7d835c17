import { describe, expect, it } from 'vitest';
import { formatEndDate } from './formatEndDate';

describe('formatEndDate', () => {
  it('formats an ISO date as an en-CA long date', () => {
    expect(formatEndDate('2026-01-15')).toBe('January 15, 2026');
  });

  it('formats an ISO timestamp', () => {
    expect(formatEndDate('2026-03-01T12:00:00.000Z')).toBe('March 1, 2026');
  });

  it('keeps a preformatted date as it is', () => {
    expect(formatEndDate('15 janvier 2026')).toBe('15 janvier 2026');
  });

  it('shows N/A when there is no date', () => {
    expect(formatEndDate(null)).toBe('N/A');
    expect(formatEndDate('')).toBe('N/A');
  });

  it('follows the locale', () => {
    expect(formatEndDate('2026-01-15', 'fr-CA')).toBe('15 janvier 2026');
  });
});
