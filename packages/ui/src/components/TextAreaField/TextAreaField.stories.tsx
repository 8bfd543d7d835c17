import preview from '../../stories-support/preview';
import { fn } from 'storybook/test';
import { TextAreaField } from './TextAreaField';
import { frenchArgs } from '../../stories-support/french';

// The same title as TextField's stories: the fields are reviewed side by side under Forms/Fields.
const meta = preview.meta({
  title: 'Forms/Fields',
  component: TextAreaField,
  args: {
    label: 'Message',
    required: true,
    value: 'We would like an audit of our site.',
    onValueChange: fn(),
  },
  parameters: frenchArgs({
    label: 'Message',
    value: 'Nous aimerions un audit de notre site.',
  }),
});

export const TextArea = meta.story();
