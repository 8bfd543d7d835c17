import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';
import { card as surfaceCard } from '../../primitives/surface.css';

export const card = style([
  surfaceCard,
  {
    width: '100%',
    maxWidth: '28rem',
    marginInline: 'auto',
    gap: vars.space.lg,
    boxShadow: vars.shadow.lg,
    '@media': { [mediaQuery.tablet]: { padding: vars.space.xl } },
  },
]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const selectedPlan = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const planSummary = style({
  marginTop: `calc(-1 * ${vars.space.sm})`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const forgotRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${vars.space.xs})`,
});

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
    // Before the card's script runs (AuthCard's `starting`), as the Button says it.
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
