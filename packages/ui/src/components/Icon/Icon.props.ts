import type { PropDef } from '../../propDef';

// IconTile's value lists and defaults declared once (in the order the stories show them): the
// component, its stylesheet (exhaustive styleVariants) and Storybook's docs table read them.

export const iconTileSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type IconTileSize = (typeof iconTileSizes)[number];

export const iconTileShapes = ['square', 'round'] as const;
export type IconTileShape = (typeof iconTileShapes)[number];

export const iconTileTones = ['primary', 'accent', 'critical', 'surface', 'muted'] as const;
export type IconTileTone = (typeof iconTileTones)[number];

export const iconDefaults = {
  /** The glyph's pixel size. */
  size: 20,
  tile: { size: 'lg', tone: 'accent', shape: 'square' },
} as const satisfies {
  size: number;
  tile: { size: IconTileSize; tone: IconTileTone; shape: IconTileShape };
};

export const iconPropDefs = {
  name: { type: 'IconName', required: true, description: 'The glyph (see iconNames).' },
  size: {
    type: 'number',
    default: iconDefaults.size,
    description: 'Pixel size of the square glyph.',
  },
  label: {
    type: 'string',
    description: 'Makes the icon meaningful to screen readers; without one it is decorative.',
  },
} as const satisfies Record<string, PropDef>;
