import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/Fields',
  component: TextField,
  args: { label: 'Company', value: '', onValueChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A controlled field keeps its own value in the story, as a form's state would. */
function Controlled(props: Parameters<typeof TextField>[0]) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

export const Empty: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Company'), 'Acme');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Acme');
  },
};

export const Required: Story = {
  args: { label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
};

export const WithHint: Story = {
  args: { label: 'Website', hint: 'Optional, e.g. example.com' },
};

export const WithError: Story = {
  args: { label: 'Email', value: 'not-an-email', error: 'Please enter a valid email address' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please enter a valid email address/);
  },
};
