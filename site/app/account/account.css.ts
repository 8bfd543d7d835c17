import { style } from '@vanilla-extract/css';
import { vars } from '@northbeam/ui';

// An account page's part is at least a screen tall, loading (pageLoading) or not: the footer is
// never in the first view, so the part taking the place of 'Loading...' does not move it (the
// bench's CLS was 0.49 on /auth and 0.94 on /dashboard while the prerender was one short line).
const screenTall = { minHeight: '100vh' };

export const authLayout = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['3xl'],
  ...screenTall,
});

export const dashboard = style({ paddingBlock: vars.space['3xl'], ...screenTall });

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

const loading = style({ padding: vars.space['3xl'], textAlign: 'center' });

/** 'Loading...' in an account page's part (/auth's prerender, a redirect on its way). */
export const pageLoading = style([loading, screenTall]);
