import preview from '../stories-support/preview';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { Text } from './typography';
import { Say } from '../stories-support/french';
import { useLocale } from '../i18n/context';

const meta = preview.meta({
  title: 'Foundations/Box',
  component: Box,
});

/** Sprinkle props (padding, background, radius) from the theme's scales, no one-off CSS. */
export const SpacingAndBackground = meta.story({
  render: () => (
    <Box background="surfaceMuted" padding="lg" borderRadius="lg">
      <Box background="surface" padding="md" borderRadius="md">
        <Text>
          <span lang="en">padding=&quot;lg&quot;</span> <Say en="around" fr="autour de" />{' '}
          <span lang="en">padding=&quot;md&quot;</span>
        </Text>
      </Box>
    </Box>
  ),
});

/** Responsive values: `[phone, tablet, desktop]`. */
export const ResponsiveColumns = meta.story({
  render: () => (
    <Box display="grid" columns={[1, 2, 4]} gap="md" data-testid="box-grid">
      {[
        ['One', 'Un'],
        ['Two', 'Deux'],
        ['Three', 'Trois'],
        ['Four', 'Quatre'],
      ].map(([en = '', fr = '']) => (
        <Box key={en} background="surfaceMuted" padding="md" borderRadius="md">
          <Text>
            <Say en={en} fr={fr} />
          </Text>
        </Box>
      ))}
    </Box>
  ),
});

/** A navigation landmark made of a Box, named in the story's language. */
function NavBox() {
  const french = useLocale() === 'fr-CA';
  return (
    <Box as="nav" aria-label={french ? 'Exemple' : 'Example'} padding="sm">
      <Text>
        {french ? (
          <>
            Une Box rendue comme repère de navigation (<span lang="en">nav</span>).
          </>
        ) : (
          'A Box rendered as a nav landmark.'
        )}
      </Text>
    </Box>
  );
}

export const AsAnotherElement = meta.story({
  render: () => <NavBox />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Example' })).toBeVisible();
  },
});
