import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import { iconTileTones, type IconTileShape, type IconTileSize } from './Icon.props';
import { fills } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';

export const tile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
});

/** The tile's side; `md` is a touch target's size. */
const tileSides: Record<IconTileSize, string> = {
  xs: '2.25rem',
  sm: '2.5rem',
  md: vars.size.control,
  lg: '3rem',
  xl: '3.5rem',
};

export const tileSize = styleVariants(tileSides, (side) => ({ width: side, height: side }));

export const tileShape = styleVariants<Record<IconTileShape, ComplexStyleRule>>({
  square: { borderRadius: vars.radius.md },
  round: { borderRadius: vars.radius.full },
});

export const tileTone = styleVariants(fills(iconTileTones));
