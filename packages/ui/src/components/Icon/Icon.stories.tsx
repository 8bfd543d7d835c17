import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { Grid } from '../../primitives/layout';
import { Text } from '../../primitives/typography';
import { Icon, iconNames } from './Icon';

const meta = preview.meta({
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'search' as const },
});

/** Every glyph the library ships, with the name to pass. */
export const Gallery = meta.story({
  render: () => (
    <Grid columns={[3, 6]} space="md">
      {iconNames.map((name) => (
        <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} size={24} />
          <Text as="figcaption" size="xs" tone="muted">
            {name}
          </Text>
        </figure>
      ))}
    </Grid>
  ),
});

/** Without a label the icon is decorative and hidden from assistive technology. */
export const Decorative = meta.story({
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
});

/** With a label it is an image with that name. */
export const Labelled = meta.story({
  args: { name: 'alert', label: 'Warning', size: 32 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
  },
});
