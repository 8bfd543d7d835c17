import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const root = style({ display: 'grid', gap: vars.space.xl });

export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '44rem',
  marginInline: 'auto',
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize['2xl'],
  '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize['3xl'] } },
});

export const intro = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const plan = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const popular = style({
  border: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.lg,
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const planName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const price = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const period = style({ color: vars.color.textMuted });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  flex: 1,
});

export const feature = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start' });

export const check = style({ color: vars.color.success, paddingTop: '0.15em' });

export const footer = style({ display: 'flex', justifyContent: 'center' });
