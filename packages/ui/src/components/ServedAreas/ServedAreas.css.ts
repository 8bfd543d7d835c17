import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const area = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  minWidth: 0,
  '@media': {
    [mediaQuery.tablet]: {
      fontSize: vars.fontSize.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const pin = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.accent });
