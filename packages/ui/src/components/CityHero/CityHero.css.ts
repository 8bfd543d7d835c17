import { style } from '@vanilla-extract/css';
import { growingHeading } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  color: vars.color.textInverse,
  background: `linear-gradient(135deg, ${vars.color.surfaceInverse} 0%, ${vars.color.surfaceInverse} 45%, ${vars.color.primaryHover} 100%)`,
  paddingBlock: `${vars.space['3xl']} ${vars.space['2xl']}`,
  '@media': {
    [mediaQuery.desktop]: { paddingBlock: `${vars.space['4xl']} ${vars.space['3xl']}` },
  },
});

export const copy = style({ maxWidth: '48rem' });

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const headline = style({
  ...growingHeading('4xl', '5xl'),
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  textWrap: 'balance',
});

/** The lead line under the headline, sized as Hero's; it takes the band's text colour. */
export { subtitle } from '../Hero/Hero.css';

export const bilingual = style({
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.accentSoft}`,
  fontSize: vars.fontSize.md,
  fontStyle: 'italic',
  lineHeight: vars.lineHeight.normal,
});

export const stats = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space['2xl'],
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': {
    [mediaQuery.tablet]: { gap: vars.space.md },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.lg },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  minWidth: 0,
  '@media': { [mediaQuery.desktop]: { padding: vars.space.lg } },
});

export const statValue = style({
  ...growingHeading('xl', '3xl'),
  color: vars.color.primary,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

/** Word values ('University Hub', a list of industries) read better smaller than figures. */
export const statValueWords = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xl } },
});

export const statLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
