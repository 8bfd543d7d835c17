import preview from '../stories-support/preview';
import { expect } from 'storybook/test';
import { Stack } from '../primitives/layout';
import { Text } from '../primitives/typography';
import { Link } from './Link';
import { LinkProvider, type LinkComponentProps } from './LinkProvider';
import { useLocale } from '../i18n/context';

/** Stands in for an app router's link: it marks the anchors it renders. */
function RouterLink({ onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

/** The word between the links in the story's language (the French pass renders it in fr-CA). */
function And() {
  return useLocale() === 'fr-CA' ? 'et' : 'and';
}

const meta = preview.meta({
  title: 'Navigation/LinkProvider',
  component: LinkProvider,
  args: { component: RouterLink, children: null },
});

/** Every library link renders through the component the app provides: here, a router's link. */
export const WithAppRouter = meta.story({
  render: (args) => (
    <LinkProvider component={args.component}>
      <Stack space="sm">
        <Text>
          <Link href="/toronto-seo">Toronto</Link> <And />{' '}
          <Link href="/montreal-seo">Montréal</Link>
        </Text>
      </Stack>
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('data-router-link');
  },
});
