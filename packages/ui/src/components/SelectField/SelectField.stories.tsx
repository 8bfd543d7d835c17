import preview from '../../stories-support/preview';
import { fn } from 'storybook/test';
import { SelectField } from './SelectField';
import { frenchArgs } from '../../stories-support/french';

// The same title as TextField's stories: the fields are reviewed side by side under Forms/Fields.
const meta = preview.meta({
  title: 'Forms/Fields',
  component: SelectField,
  args: {
    label: 'City',
    value: '',
    onValueChange: fn(),
    placeholder: 'Select your city',
    options: [
      { value: 'toronto', label: 'Toronto' },
      { value: 'montreal', label: 'Montréal' },
    ],
  },
  parameters: frenchArgs({ label: 'Ville', placeholder: 'Choisissez votre ville' }),
});

export const Select = meta.story();
