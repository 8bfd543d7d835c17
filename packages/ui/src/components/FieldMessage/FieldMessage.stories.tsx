import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldMessage, fieldMessageTones } from './FieldMessage';

/** The line under a control that describes it; every field renders its hint and error with it. */
const meta = {
  title: 'Forms/FieldMessage',
  component: FieldMessage,
  argTypes: { tone: { control: 'inline-radio', options: fieldMessageTones } },
  args: { id: 'website-hint', tone: 'hint', message: 'Optional, e.g. example.com' },
} satisfies Meta<typeof FieldMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hint: Story = {};

export const Critical: Story = {
  args: { id: 'email-error', tone: 'critical', message: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please enter a valid email address')).toHaveAttribute(
      'id',
      'email-error',
    );
  },
};
