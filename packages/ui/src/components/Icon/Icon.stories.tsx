import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { Grid, Inline, Stack } from '../../primitives/layout';
import { Text } from '../../primitives/typography';
import { frenchArgs } from '../../stories-support/french';
import { Icon, IconTile, type IconProps, iconNames } from './Icon';
import { iconPropDefs, iconTileShapes, iconTileSizes, iconTileTones } from './Icon.props';
import { argTypesFrom } from '../../stories-support/propDocs';

const meta = preview.meta({
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'search' as const },
  argTypes: argTypesFrom(iconPropDefs),
});

/** Every glyph the library ships, with the name to pass (code, so marked English). */
export const Gallery = meta.story({
  render: () => (
    <Grid columns={[3, 6]} space="md">
      {iconNames.map((name) => (
        <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} size={24} />
          <Text as="figcaption" size="xs" tone="muted" lang="en">
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
  parameters: frenchArgs<IconProps>({ label: 'Avertissement' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
  },
});

/**
 * `IconTile`: the icon on a coloured square or disc that leads a card or a contact line. A row for
 * each tone, every size on it, then each shape at the default size.
 */
export const Tiles = meta.story({
  render: () => (
    <Stack space="md">
      {iconTileTones.map((tone) => (
        <Inline key={tone} space="sm">
          {iconTileSizes.map((size) => (
            <IconTile key={size} name="search" tone={tone} size={size} />
          ))}
          {iconTileShapes.map((shape) => (
            <IconTile key={shape} name="search" tone={tone} shape={shape} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const rows = iconTileTones.length;
    const perRow = iconTileSizes.length + iconTileShapes.length;
    // Decorative: every glyph is hidden from assistive technology, as a card's heading names it.
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      rows * perRow,
    );
  },
});
