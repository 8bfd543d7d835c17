// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingToggle, type BillingPeriodValue } from '../BillingToggle/BillingToggle';
import { PlanCard } from './PlanCard';

// What a card renders, counted by the components it is made of: its actions (Button) and its
// icons (a feature's check, the popular badge's star).
const { renders, counted } = vi.hoisted(() => {
  const renders = { buttons: 0, icons: 0 };
  /** The component, counting its renders under `key`. */
  const counted = <Component extends (props: never) => unknown>(
    component: Component,
    key: keyof typeof renders,
  ) =>
    ((props: Parameters<Component>[0]) => {
      renders[key] += 1;
      return component(props);
    }) as Component;
  return { renders, counted };
});
vi.mock('../Button/Button', async (original) => {
  const actual = await original<typeof import('../Button/Button')>();
  return { ...actual, Button: counted(actual.Button, 'buttons') };
});
vi.mock('../Icon/Icon', async (original) => {
  const actual = await original<typeof import('../Icon/Icon')>();
  return { ...actual, Icon: counted(actual.Icon, 'icons') };
});

afterEach(() => {
  cleanup();
  Object.assign(renders, { buttons: 0, icons: 0 });
});

const plans = [
  { name: 'Starter', monthly: 100, features: ['Audit', 'Reports', 'Support'] },
  { name: 'Growth', monthly: 200, features: ['Audit', 'Reports', 'Links', 'Support'] },
  { name: 'Scale', monthly: 400, features: ['Audit', 'Reports', 'Links', 'Content', 'Support'] },
];
// The caller's choice handler keeps its identity, as /pricing's (a useCallback) does.
const onSelect = () => {};

/** The pricing page's shape: a period switch above cards whose price follows it. */
function Pricing() {
  const [period, setPeriod] = useState<BillingPeriodValue>('monthly');
  return (
    <>
      <BillingToggle value={period} onChange={setPeriod} annualBanner={null} />
      {plans.map((plan, index) => (
        <PlanCard
          key={plan.name}
          name={plan.name}
          description={`${plan.name} plan`}
          features={plan.features}
          price={{
            amount: period === 'annual' ? plan.monthly * 0.8 : plan.monthly,
            strikeThrough: period === 'annual' ? plan.monthly : null,
            periodText: '/month',
            discountLabel: period === 'annual' ? '20% off' : null,
          }}
          priceNote={period === 'annual' ? `${plan.monthly * 0.8 * 12} a year` : null}
          popular={index === 1}
          onSelect={onSelect}
          // A new object on every render, as a caller's inline literal is.
          secondaryAction={{ label: 'Talk to us', href: `/contact?plan=${plan.name}` }}
        />
      ))}
    </>
  );
}

describe('a billing period switch re-renders the prices, not the rest of the cards', () => {
  it('renders no action and no feature of any card', () => {
    render(<Pricing />);
    Object.assign(renders, { buttons: 0, icons: 0 });
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    });
    expect(screen.getAllByText('$320')).not.toHaveLength(0);
    expect(renders).toEqual({ buttons: 0, icons: 0 });
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: /Monthly/ }));
    });
    expect(screen.queryByText('$320')).toBeNull();
    expect(renders).toEqual({ buttons: 0, icons: 0 });
  });

  it('still renders the actions when what they show changes', () => {
    const { rerender } = render(
      <PlanCard name="Starter" features={['Audit']} price={{ amount: 100 }} onSelect={onSelect} />,
    );
    Object.assign(renders, { buttons: 0, icons: 0 });
    rerender(
      <PlanCard
        name="Starter"
        features={['Audit']}
        price={{ amount: 100 }}
        onSelect={onSelect}
        busy
        busyLabel="Starting"
      />,
    );
    expect(renders.buttons).toBe(1);
    expect(screen.getByRole('button', { name: /Starting/ })).toBeDefined();
  });
});
