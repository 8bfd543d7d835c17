import { style } from '@vanilla-extract/css';
import { headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: vars.space['3xl'],
});

/** Laid out inside the page `Container`. */
export const inner = style({ display: 'grid', gap: vars.space['2xl'] });

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: '2fr repeat(3, minmax(0, 1fr))' },
  },
});

export const brandName = style({
  ...headingFont,
  fontSize: vars.fontSize['2xl'],
});

export const blurb = style({ margin: 0, maxWidth: '28rem', lineHeight: vars.lineHeight.normal });

export const groupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const cityList = style([
  list,
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: vars.space.md,
    '@media': {
      [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
      [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
  },
]);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  color: vars.color.textInverse,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
});

export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
});

export const bottom = style({
  borderTop: `1px solid ${vars.color.borderStrong}`,
  paddingTop: vars.space.lg,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const brandBlock = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
