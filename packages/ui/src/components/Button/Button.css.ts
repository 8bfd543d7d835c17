import { style, styleVariants, type ComplexStyleRule } from '@vanilla-extract/css';
import type { ButtonSize, ButtonVariant } from './Button.props';
import { controlBox } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';

export const base = style({
  ...controlBox,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.65 },
  },
});

export const variant = styleVariants<Record<ButtonVariant, ComplexStyleRule>>({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.primaryHover },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    },
  },
  inverse: {
    background: vars.color.surface,
    color: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceMuted },
    },
  },
  ghost: {
    background: 'transparent',
    color: 'inherit',
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { textDecoration: 'underline' },
    },
  },
  destructive: {
    background: vars.color.critical,
    color: vars.color.onCritical,
  },
});

export const size = styleVariants<Record<ButtonSize, ComplexStyleRule>>({
  md: {},
  lg: { minHeight: '3.25rem', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
  sm: { paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
});

export const fullWidth = style({ width: '100%' });
