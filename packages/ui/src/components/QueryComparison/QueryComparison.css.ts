import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { QuerySide } from './QueryComparison.props';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';
import { card as surfaceCard } from '../../primitives/surface.css';

export const item = style([
  surfaceCard,
  { padding: vars.space.md, '@media': { [mediaQuery.tablet]: { padding: vars.space.lg } } },
]);

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'stretch',
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      gap: vars.space.md,
      alignItems: 'center',
    },
  },
});

const queryBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

/** Each side of a comparison: the typed search, then the question asked of an answer engine. */
export const side = styleVariants<Record<QuerySide, ComplexStyleRule>>({
  traditional: [
    queryBox,
    { background: vars.color.surfaceMuted, border: `1px dashed ${vars.color.borderStrong}` },
  ],
  aeo: [queryBox, { background: vars.color.accentSoft, border: `1px solid ${vars.color.accent}` }],
});

const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const sideLabel = styleVariants<Record<QuerySide, ComplexStyleRule>>({
  traditional: [label, { color: vars.color.textMuted }],
  aeo: [label, { color: vars.color.accent }],
});

export const query = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  quotes: '"\\201C" "\\201D"',
});

export const arrow = style({
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.textMuted,
  transform: 'rotate(90deg)',
  '@media': { [mediaQuery.tablet]: { transform: 'none' } },
});

export const explanation = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
