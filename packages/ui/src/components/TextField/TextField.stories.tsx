import preview from '../../stories-support/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';
import { frenchArgs } from '../../stories-support/french';
import { useHeld } from '../../stories-support/held';

const meta = preview.meta({
  title: 'Forms/Fields',
  component: TextField,
  args: { label: 'Company', value: '', onValueChange: fn() },
  parameters: frenchArgs({ label: 'Entreprise' }),
});

/** A controlled field keeps its own value in the story, as a form's state would. */
function Controlled(props: Parameters<typeof TextField>[0]) {
  const [value, onValueChange] = useHeld(props.value, props.onValueChange);
  return <TextField {...props} value={value} onValueChange={onValueChange} />;
}

export const Empty = meta.story({
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Company'), 'Acme');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Acme');
  },
});

export const Required = meta.story({
  args: { label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  parameters: frenchArgs({ label: 'Courriel' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeRequired();
  },
});

export const WithHint = meta.story({
  args: { label: 'Website', hint: 'Optional, e.g. example.com' },
  parameters: frenchArgs({ label: 'Site Web', hint: 'Facultatif, p. ex. exemple.ca' }),
});

export const WithError = meta.story({
  args: { label: 'Email', value: 'not-an-email', error: 'Please enter a valid email address' },
  parameters: frenchArgs({
    label: 'Courriel',
    error: 'Veuillez entrer une adresse courriel valide',
  }),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please enter a valid email address/);
  },
});
