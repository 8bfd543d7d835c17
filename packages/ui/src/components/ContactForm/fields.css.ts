import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMarker = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
});

export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}, box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      borderColor: vars.color.primary,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const select = style({
  appearance: 'none',
  paddingRight: vars.space['2xl'],
  cursor: 'pointer',
  // The arrow is drawn with gradients so it follows the theme's text colour.
  backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.textMuted} 50%), linear-gradient(135deg, ${vars.color.textMuted} 50%, transparent 50%)`,
  backgroundPosition: `calc(100% - 1.25rem) 50%, calc(100% - 0.9rem) 50%`,
  backgroundSize: '0.35rem 0.35rem, 0.35rem 0.35rem',
  backgroundRepeat: 'no-repeat',
});

export const textarea = style({
  minHeight: '8rem',
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});
