import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const section = style({
  paddingBlock: vars.space['3xl'],
  background: vars.color.background,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md },
  },
});

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
