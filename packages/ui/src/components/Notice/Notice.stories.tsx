import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Notice } from './Notice';

const meta = {
  title: 'Feedback/Notice',
  component: Notice,
  args: {
    title: 'Your subscription renews on 1 March 2025',
    description: 'You can change plans at any time; changes apply from the next billing cycle.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your subscription renews on 1 March 2025',
    );
  },
};

export const Destructive: Story = {
  args: {
    tone: 'destructive',
    title: 'Please fill in required fields',
    description: 'First name, last name, email, and message are required.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Please fill in required fields');
    await expect(alert).toHaveTextContent(
      'First name, last name, email, and message are required.',
    );
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Message sent successfully!',
    description: "We'll get back to you within 24 hours with a custom SEO strategy.",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Message sent successfully!',
    );
  },
};

export const TitleOnly: Story = { name: 'Title only', args: { description: undefined } };
