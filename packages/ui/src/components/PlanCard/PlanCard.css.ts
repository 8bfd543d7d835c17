import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';
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

// A card that prerenders both periods' prices (PlanCard's `annual`) lays the two blocks in one
// grid cell. Where cards stand side by side (from the tablet width, the pricing grid's columns),
// the period not shown stays in the layout, invisible (`visibility: hidden` takes it out of the
// accessibility tree and of find-in-page, as `hidden` does): the card is as tall in either period,
// so a switch of the billing toggle changes the figures in place and moves nothing below them,
// neither the cards' buttons under the pointer nor the page under the plans. Taken out of the
// layout, the annual block's extra lines moved all of that, and the frame after the press laid
// out and repainted it (62 layout objects a switch against 13 now, site/BENCH.md, 'Every
// interaction'). On a phone, one card a row, the monthly card would show the annual lines' room
// as a gap, so the block not shown is taken out there.
export const pricePeriods = style({ display: 'grid' });
globalStyle(`${pricePeriods} > ${priceBlock}`, { gridArea: '1 / 1' });
// The block's own `display` would otherwise outweigh the `hidden` attribute.
globalStyle(`${pricePeriods} > ${priceBlock}[hidden]`, {
  display: 'none',
  '@media': { [mediaQuery.tablet]: { display: 'flex', visibility: 'hidden' } },
});
