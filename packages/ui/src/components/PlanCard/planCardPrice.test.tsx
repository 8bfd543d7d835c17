// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanCard } from './PlanCard';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const price = { amount: 1697, strikeThrough: 1997, periodText: '/month', discountLabel: null };

describe('PlanCard figures', () => {
  it('writes its figures with formatMoney in the locale by default', () => {
    const { container } = render(
      <PlanCard name="Professional" features={[]} price={price} locale="fr-CA" />,
    );
    expect(container.querySelector('s')?.textContent).toBe('1\u00a0997\u00a0$');
    expect(container.textContent).toContain('1\u00a0697\u00a0$/month');
  });

  it('takes them from formatPrice when given, and constructs no Intl.NumberFormat', () => {
    const construct = vi.spyOn(Intl, 'NumberFormat');
    const written: Record<number, string> = { 1697: 'A', 1997: 'B' };
    render(
      <PlanCard
        name="Professional"
        features={[]}
        price={price}
        currency="EUR"
        formatPrice={(amount) => written[amount] ?? '?'}
      />,
    );
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.getByText('B')).toBeTruthy();
    expect(construct).not.toHaveBeenCalled();
  });
});
