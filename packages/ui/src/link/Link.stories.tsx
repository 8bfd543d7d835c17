import preview from '../stories-support/preview';
import { expect } from 'storybook/test';
import { Text } from '../primitives/typography';
import { Link } from './Link';

const meta = preview.meta({
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/pricing', children: 'see our pricing' },
});

export const InlineInText = meta.story({
  render: (args) => (
    <Text>
      Plans start at $997 a month; <Link {...args} /> for the details.
    </Text>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'see our pricing' });
    await expect(link).toHaveAttribute('href', '/pricing');
  },
});

export const Focused = meta.story({
  render: (args) => <Link {...args} />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    link.focus();
    await expect(link).toHaveFocus();
  },
});
