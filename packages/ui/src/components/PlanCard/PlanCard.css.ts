import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card as surfaceCard, cardEmphasis } from '../../primitives/surface.css';

export const card = style([
  surfaceCard,
  { position: 'relative', height: '100%', gap: vars.space.lg },
]);

export const emphasis = {
  regular: cardEmphasis.none,
  popular: cardEmphasis.highlighted,
  current: style({ border: `2px solid ${vars.color.success}` }),
};

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// The badge straddles the top edge so that cards in a row keep their names and prices aligned
// whether or not they carry a badge.
export const badgeRow = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const priceBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  margin: 0,
});

/** The price's face, for an amount or for a plan priced by quote. */
const priceFigure = {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
} as const;

export const amount = style({
  ...priceFigure,
  fontSize: vars.fontSize['4xl'],
  letterSpacing: '-0.02em',
});

export const quote = style({ ...priceFigure, fontSize: vars.fontSize['2xl'] });

export const period = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const struck = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textDecoration: 'line-through',
});

export const features = style({ flexGrow: 1 });

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const featureIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: '0.15em',
  color: vars.color.success,
});

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// A price block of the period not shown, on a page that prerenders both (PlanCard's `annual`):
// the block's own `display` would otherwise outweigh the `hidden` attribute.
globalStyle(`${priceBlock}[hidden]`, { display: 'none' });
