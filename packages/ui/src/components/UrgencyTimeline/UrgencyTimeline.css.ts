import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

const marker = '2.75rem';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaQuery.desktop]: {
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      gap: vars.space.xl,
    },
  },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${marker} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  minWidth: 0,
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.md },
  },
});

/** The connecting line: down the markers on phones, across them on desktop. */
export const connector = style({
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      background: vars.color.border,
      left: `calc(${marker} / 2 - 1px)`,
      top: marker,
      bottom: `calc(-1 * ${vars.space.lg})`,
      width: '2px',
    },
  },
  '@media': {
    [mediaQuery.desktop]: {
      selectors: {
        '&:not(:last-child)::after': {
          left: marker,
          right: `calc(-1 * ${vars.space.xl})`,
          top: `calc(${marker} / 2 - 1px)`,
          bottom: 'auto',
          width: 'auto',
          height: '2px',
        },
      },
    },
  },
});

export const dot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: marker,
  height: marker,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  boxShadow: `0 0 0 6px ${vars.color.accentSoft}`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
  minWidth: 0,
  '@media': { [mediaQuery.desktop]: { paddingTop: 0 } },
});

export const when = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
