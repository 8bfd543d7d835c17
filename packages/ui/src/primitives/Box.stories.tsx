import preview from '../stories-support/preview';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { Text } from './typography';

const meta = preview.meta({
  title: 'Foundations/Box',
  component: Box,
});

/** Sprinkle props (padding, background, radius) from the theme's scales, no one-off CSS. */
export const SpacingAndBackground = meta.story({
  render: () => (
    <Box background="surfaceMuted" padding="lg" borderRadius="lg">
      <Box background="surface" padding="md" borderRadius="md">
        <Text>padding=&quot;lg&quot; around padding=&quot;md&quot;</Text>
      </Box>
    </Box>
  ),
});

/** Responsive values: `[phone, tablet, desktop]`. */
export const ResponsiveColumns = meta.story({
  render: () => (
    <Box display="grid" columns={[1, 2, 4]} gap="md" data-testid="box-grid">
      {['One', 'Two', 'Three', 'Four'].map((label) => (
        <Box key={label} background="surfaceMuted" padding="md" borderRadius="md">
          <Text>{label}</Text>
        </Box>
      ))}
    </Box>
  ),
});

export const AsAnotherElement = meta.story({
  render: () => (
    <Box as="nav" aria-label="Example" padding="sm">
      <Text>A Box rendered as a nav landmark.</Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Example' })).toBeVisible();
  },
});
