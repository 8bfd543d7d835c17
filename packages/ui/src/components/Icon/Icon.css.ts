import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { IconTileShape, IconTileSize, IconTileTone } from './Icon.props';
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

export const tileTone = styleVariants<Record<IconTileTone, ComplexStyleRule>>({
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  accent: { background: vars.color.accentSoft, color: vars.color.accent },
  critical: { background: vars.color.criticalSoft, color: vars.color.critical },
  surface: { background: vars.color.surface, color: vars.color.primary },
  muted: { background: vars.color.surfaceMuted, color: vars.color.primary },
});
