import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Start Your Growth Journey', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Start Your Growth Journey' }),
    );
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View Pricing Plans' } };

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Cancel subscription' },
};

export const Large: Story = { args: { size: 'lg' } };

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Sending...', children: 'Send Message' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '/pricing', children: 'View Pricing Plans' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View Pricing Plans' });
    await expect(link).toHaveAttribute('href', '/pricing');
  },
};

export const FrenchLongLabel: Story = {
  name: 'French long label',
  args: {
    children: 'Obtenez votre audit SEO gratuit pour votre entreprise à Trois-Rivières',
    fullWidth: true,
  },
  decorators: [
    (Story) => (
      <div lang="fr-CA" style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};
