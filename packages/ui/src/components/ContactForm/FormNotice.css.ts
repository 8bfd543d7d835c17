import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  color: vars.color.text,
});

export const tone = styleVariants({
  default: { background: vars.color.accentSoft, borderLeftColor: vars.color.accent },
  success: { background: vars.color.successSoft, borderLeftColor: vars.color.success },
  destructive: { background: vars.color.criticalSoft, borderLeftColor: vars.color.critical },
});

export const iconTone = styleVariants({
  default: { color: vars.color.accent },
  success: { color: vars.color.success },
  destructive: { color: vars.color.critical },
});

export const icon = style({ display: 'inline-flex', marginTop: '0.1em' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
