import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    '&[open]': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
  },
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.control,
  padding: `${vars.space.md} ${vars.space.lg}`,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const question = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.primary,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    [`${details}[open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const answer = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
