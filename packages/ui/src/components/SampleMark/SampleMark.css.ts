import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.text}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});
