import { describe, expect, it } from 'vitest';
import { formatCad } from './money';

describe('formatCad', () => {
  it('shows whole Canadian dollars in English', () => {
    expect(formatCad(997)).toBe('$997');
    expect(formatCad(15000)).toBe('$15,000');
  });

  it('rounds to the dollar', () => {
    expect(formatCad(1272.45)).toBe('$1,272');
  });

  it('follows French-Canadian conventions', () => {
    // fr-CA puts the symbol after the figure and groups with a narrow no-break space.
    expect(formatCad(1997, 'fr-CA').replace(/\s/g, ' ')).toBe('1 997 $');
  });
});
