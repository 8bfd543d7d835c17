import type { ReactNode } from 'react';
import preview from '../stories-support/preview';
import { expect } from 'storybook/test';
import { Text } from '../primitives/typography';
import { Link, type LinkProps } from './Link';
import { frenchArgs } from '../stories-support/french';
import { useLocale } from '../i18n/context';

/** The sentence around the link, in the story's language (the French pass renders it in fr-CA). */
function Sentence({ link }: { link: ReactNode }) {
  return useLocale() === 'fr-CA' ? (
    <Text>
      Les forfaits commencent à {'997\u00a0$'} par mois; {link} pour les détails.
    </Text>
  ) : (
    <Text>Plans start at $997 a month; {link} for the details.</Text>
  );
}

const meta = preview.meta({
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/pricing', children: 'see our pricing' },
  parameters: frenchArgs<LinkProps>({ href: '/fr/forfaits', children: 'consultez nos forfaits' }),
});

export const InlineInText = meta.story({
  render: (args) => <Sentence link={<Link {...args} />} />,
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
