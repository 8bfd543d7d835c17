import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { FieldMessage, fieldMessageTones } from './FieldMessage';
import { frenchArgs } from '../../stories-support/french';

/** The line under a control that describes it; every field renders its hint and error with it. */
const meta = preview.meta({
  title: 'Forms/FieldMessage',
  component: FieldMessage,
  argTypes: { tone: { control: 'inline-radio', options: fieldMessageTones } },
  args: { id: 'website-hint', tone: 'hint' as const, message: 'Optional, e.g. example.com' },
  parameters: frenchArgs({ message: 'Facultatif, p. ex. exemple.ca' }),
});

export const Hint = meta.story();

export const Critical = meta.story({
  args: { id: 'email-error', tone: 'critical', message: 'Please enter a valid email address' },
  parameters: frenchArgs({ message: 'Veuillez entrer une adresse courriel valide' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please enter a valid email address')).toHaveAttribute(
      'id',
      'email-error',
    );
  },
});
