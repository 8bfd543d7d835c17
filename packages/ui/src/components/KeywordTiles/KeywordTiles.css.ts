import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '4rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const action = style({ marginTop: vars.space.xl });
