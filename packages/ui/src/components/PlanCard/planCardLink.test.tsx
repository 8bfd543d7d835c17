// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanCard } from './PlanCard';

afterEach(cleanup);

const price = { amount: 997, periodText: '/month' };

describe('PlanCard action as a link (href)', () => {
  it('renders the action as a link to href, named with the plan, and no button', () => {
    const onSelect = vi.fn();
    render(
      <PlanCard
        name="Starter"
        features={['Local SEO']}
        price={price}
        ctaLabel="Get Started"
        href="/auth?plan=starter&billingPeriod=monthly"
        onSelect={onSelect}
      />,
    );
    const link = screen.getByRole('link', { name: 'Get Started: Starter' });
    expect(link.getAttribute('href')).toBe('/auth?plan=starter&billingPeriod=monthly');
    expect(link.textContent).toBe('Get Started');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps its annual price block beside the link, for a toggle run without React', () => {
    const { container } = render(
      <PlanCard
        name="Starter"
        features={[]}
        price={price}
        annual={{ price: { amount: 847, periodText: '/month (billed annually)' } }}
        href="/auth?plan=starter&billingPeriod=monthly"
      />,
    );
    expect(container.querySelectorAll('[data-billing-period]')).toHaveLength(2);
    expect(screen.getByRole('link').getAttribute('href')).toContain('billingPeriod=monthly');
  });

  it('stays a button on a dashboard variant (status), even given href', () => {
    render(
      <PlanCard
        name="Starter"
        features={[]}
        price={price}
        status="upgrade"
        href="/auth?plan=starter"
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: /Starter/ })).toBeTruthy();
  });
});
