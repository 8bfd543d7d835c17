import { globalStyle, style } from '@vanilla-extract/css';
import { growingHeading, headingFont, panelStack } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';
import { container } from '../../primitives/layout.css';

export const article = style({
  paddingBlock: `${vars.space.xl} ${vars.space['3xl']}`,
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [mediaQuery.desktop]: { paddingTop: vars.space['2xl'] } },
});

/** The image's column: the page gutters of `Container`, wider than the prose. */
export const wide = style([container, { maxWidth: '56rem' }]);

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.primaryHover } },
});

export const header = style({ marginTop: vars.space.lg, marginBottom: vars.space.xl });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const title = style({
  ...growingHeading('3xl', '5xl'),
  overflowWrap: 'break-word',
  textWrap: 'balance',
});

export const excerpt = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xl } },
});

export const figure = style({ margin: 0, marginBottom: vars.space['2xl'] });

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/** Typography for the caller's HTML body, scoped so it never leaks into the rest of the page. */
export const prose = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.lg });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote`, {
  marginBottom: 0,
});
globalStyle(`${prose} h2, ${prose} h3`, {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  marginBottom: 0,
  textWrap: 'balance',
});
globalStyle(`${prose} h2`, {
  marginTop: vars.space['2xl'],
  fontSize: vars.fontSize['2xl'],
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize['3xl'] } },
});
globalStyle(`${prose} h3`, { marginTop: vars.space.xl, fontSize: vars.fontSize.xl });
globalStyle(`${prose} h2 + *, ${prose} h3 + *`, { marginTop: vars.space.sm });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });
globalStyle(`${prose} li::marker`, { color: vars.color.accent, fontWeight: vars.fontWeight.bold });
globalStyle(`${prose} a`, {
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${prose} a:hover`, { color: vars.color.primaryHover, textDecorationThickness: '2px' });
globalStyle(`${prose} blockquote`, {
  marginInline: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
});
globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceMuted,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
});
globalStyle(`${prose} img`, { height: 'auto', borderRadius: vars.radius.md });

export const closing = style({
  marginTop: vars.space['3xl'],
  ...panelStack,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  '@media': { [mediaQuery.tablet]: { padding: vars.space['2xl'] } },
});

export const closingTitle = style({
  ...headingFont,
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize['2xl'],
});

export const closingText = style({ margin: 0, fontSize: vars.fontSize.lg });
