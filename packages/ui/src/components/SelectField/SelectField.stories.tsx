import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectField } from './SelectField';

// The same title as TextField's stories: the fields are reviewed side by side under Forms/Fields.
const meta = {
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
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Select: Story = {};
