import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

// The same title as TextField's stories: the fields are reviewed side by side under Forms/Fields.
const meta = {
  title: 'Forms/Fields',
  component: TextAreaField,
  args: {
    label: 'Message',
    required: true,
    value: 'We would like an audit of our site.',
    onValueChange: fn(),
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextArea: Story = {};
