import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { FieldLabel } from './FieldLabel';
import { frenchArgs } from '../../stories-support/french';

/** The label every field renders above its control; shown here naming a bare input. */
const meta = preview.meta({
  title: 'Forms/FieldLabel',
  component: FieldLabel,
  args: { htmlFor: 'company', label: 'Company' },
  parameters: frenchArgs({ label: 'Entreprise' }),
  render: (args) => (
    <div>
      <FieldLabel {...args} />
      <input id={args.htmlFor} required={args.required} />
    </div>
  ),
});

export const Optional = meta.story();

export const Required = meta.story({
  args: { label: 'Email', htmlFor: 'email', required: true },
  parameters: frenchArgs({ label: 'Courriel' }),
  play: async ({ canvas }) => {
    // The star is for the eye only: the control's accessible name stays 'Email'.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
});
