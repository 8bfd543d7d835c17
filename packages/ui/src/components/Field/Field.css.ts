import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A field may shrink in a grid cell or a flex row; its Stack gives the spacing. */
export const field = style({ minWidth: 0 });

/** The box every field's control shares; a field that needs more composes it (see SelectField). */
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
  // Scrolled into view (a refused submit focusing it, Tab), the control keeps its label above
  // in view too, below the page's scroll-padding (a fixed header's room).
  scrollMarginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xxs} + ${vars.space.xs})`,
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
