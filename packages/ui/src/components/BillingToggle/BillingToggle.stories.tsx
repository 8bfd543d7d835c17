import preview from '../../stories-support/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { BillingToggle, type BillingPeriodValue, type BillingToggleProps } from './BillingToggle';
import { expectVisibleTexts } from '../../stories-support/play';
import { useHeld } from '../../stories-support/held';

/** Holds the value like the pricing page does, so keyboard moves are visible. */
function Stateful(props: BillingToggleProps) {
  const [value, onChange] = useHeld<BillingPeriodValue>(props.value, props.onChange);
  return <BillingToggle {...props} value={value} onChange={onChange} />;
}

const meta = preview.meta({
  title: 'Pricing/BillingToggle',
  component: BillingToggle,
  args: { value: 'monthly' as const, onChange: fn() },
});

export const Monthly = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expectVisibleTexts(canvas, ['15% off']);
    await expect(canvas.queryByText('Save 15% with annual billing!')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Annual/ }));
    await expect(args.onChange).toHaveBeenCalledWith('annual');
  },
});

export const Annual = meta.story({
  args: { value: 'annual' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Annual 15% off' })).toBeChecked();
    await expectVisibleTexts(canvas, ['Save 15% with annual billing!']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
  },
});

export const KeyboardArrows = meta.story({
  name: 'Keyboard arrows',
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    const annual = canvas.getByRole('radio', { name: /Annual/ });
    await userEvent.tab();
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('annual');
    await expect(annual).toBeChecked();
    await expect(annual).toHaveFocus();
    await expectVisibleTexts(canvas, ['Save 15% with annual billing!']);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('monthly');
    await expect(monthly).toBeChecked();
  },
});

export const FrenchCopy = meta.story({
  name: 'French copy',
  args: {
    value: 'annual',
    lang: 'fr-CA',
    annualBanner: 'Économisez 15 % avec la facturation annuelle!',
    labels: {
      legend: 'Période de facturation',
      monthly: 'Mensuel',
      annual: 'Annuel',
      discount: '15 % de rabais',
    },
  },
});
