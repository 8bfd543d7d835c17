import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldLabel } from './FieldLabel';

/** The label every field renders above its control; shown here naming a bare input. */
const meta = {
  title: 'Forms/FieldLabel',
  component: FieldLabel,
  args: { htmlFor: 'company', label: 'Company' },
  render: (args) => (
    <div>
      <FieldLabel {...args} />
      <input id={args.htmlFor} required={args.required} />
    </div>
  ),
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Optional: Story = {};

export const Required: Story = {
  args: { label: 'Email', htmlFor: 'email', required: true },
  play: async ({ canvas }) => {
    // The star is for the eye only: the control's accessible name stays 'Email'.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};
