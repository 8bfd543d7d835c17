import { style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

export const authLayout = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['3xl'],
});

// At least a screen tall, loading or not, so the footer never shows above the fold and then moves.
export const dashboard = style({ paddingBlock: vars.space['3xl'], minHeight: '100vh' });

/** 'Loading...' in the welcome line's place, set as the muted Text that replaces it. */
export const welcomeLoading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const dashboardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const loading = style({ padding: vars.space['3xl'], textAlign: 'center' });
