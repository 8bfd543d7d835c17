import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { controlBox, headingFont } from '../../primitives/styleFragments';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 40,
  height: vars.size.headerHeight,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/** Occupies the fixed header's height in the flow so the page never starts underneath it. */
export const spacer = style({ height: vars.size.headerHeight });

// WCAG 2.4.11: whatever the browser scrolls into view (a focused element, Shift+Tab, a #fragment)
// stops below the fixed header instead of underneath it.
globalStyle(`html:has(${header})`, {
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space.xs})`,
});

/** Laid out inside the page `Container`. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
});

// The full bar gets more room than the page's column: the French one signed in (six entries, the
// language link, Tableau de bord, Commencer) needs about 1,180 px, more than the page container's
// 1,104 px inside its gutters. Up to 80 rem it spans the window (1,232 px at 1,280 px), so every
// entry shows there in each engine without the nav scrolling. Two classes, so it beats the
// Container's own max-width whatever order the stylesheets load in.
globalStyle(`${header} > ${bar}`, { maxWidth: '80rem' });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  lineHeight: vars.lineHeight.tight,
  // A long brand name wraps at 320 px rather than push the Menu button off the screen (1.4.10).
  minWidth: 0,
  marginInlineEnd: 'auto',
  '@media': {
    // The full bar's widths depend on the font each engine picks from the stack and on the
    // language (French nav words are longer). The brand never gets narrower than its longest
    // word (min-width: auto), so its text never runs under the nav; when the bar is short of room
    // it gives way first, by wrapping onto a second line (two lines fit the header's height).
    // (A large shrink factor against the nav's 1: a flex item shrinks in proportion to factor
    // times width, and the nav is the wider; a nav factor under 1 would leave room unshared. At
    // 100 the nav still took 3 % of the brand's shrinking, 2 px it scrolled or squeezed a menu
    // button by in French at 1280 px; at 10,000 it keeps its whole width while the brand wraps.)
    [mediaQuery.wide]: { minWidth: 'auto', flexShrink: 10_000, marginInlineEnd: 0 },
  },
});

export const brandMark = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.md,
});

// The full bar needs about 1,100 px for the spec's six entries, Sign In and Get Started; below
// that (1024 px, or 1280 px zoomed to 125 %) the Menu button shows instead of clipping them.
export const desktopOnly = style({
  display: 'none',
  '@media': { [mediaQuery.wide]: { display: 'flex' } },
});

/**
 * The nav takes the room the brand and the actions leave. Once the brand is down to its longest
 * word, a nav still too long for that room scrolls sideways inside it instead of running under
 * its neighbours or pushing Get Started off the window; a focused link scrolls into view. Its
 * menus are popovers in the top layer, so the scroll box never clips them.
 */
export const nav = style({
  '@media': {
    [mediaQuery.wide]: {
      flexGrow: 1,
      flexShrink: 1,
      minWidth: 0,
      overflowX: 'auto',
      overflowY: 'hidden',
      scrollbarWidth: 'thin',
      // Room for a focused link's outline, which the scroll box would otherwise clip.
      padding: vars.space.xxs,
    },
  },
});

export const compactOnly = style({
  display: 'flex',
  flexShrink: 0,
  '@media': { [mediaQuery.wide]: { display: 'none' } },
});

/** Stories and narrow embeds can force the compact header at any width. */
export const forcedHidden = style({ display: 'none !important' as 'none' });
export const forcedShown = style({ display: 'flex !important' as 'flex' });

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  marginInlineEnd: 'auto',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.control,
  // paddingBlock too: a <button> keeps the UA's own (1 px in Chromium, 2-3 px in WebKit), which
  // set the Services and Cities labels a pixel off the links beside them. Narrow inline padding:
  // eight links share the bar (its hover background still leaves a 44 px tall, wide target).
  paddingBlock: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"], &[data-current="true"]': {
      color: vars.color.primary,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.45em',
    },
    // A disclosure's button while its list (the popover right after it) is open.
    '&:has(+ :popover-open)': { background: vars.color.surfaceMuted },
  },
});

// The chevron turns at once, as the list shows (no transition: see menuContent).
export const chevron = style({
  selectors: { [`${navLink}:has(+ :popover-open) &`]: { transform: 'rotate(180deg)' } },
});

export const actions = style({
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

/**
 * A disclosure's list, a popover: the browser shows it in the top layer, so it is placed against
 * its button with CSS anchor positioning (the invoker is the popover's implicit anchor), and the
 * UA's centred, bordered box for popovers (inset, margin, border, padding, colours) is undone.
 *
 * It shows at once, with no opening animation: the list is placed against its anchor, so in
 * Chromium each frame of an animation on it (a 200 ms fade and slide did) restyled it and laid it
 * out again, which with the chevron's turn doubled the main thread's work for an open or a close
 * (about 45 ms of CPU against 20 unslowed, over its frames) and made a second press (closing it,
 * opening the other menu) wait behind those frames.
 */
export const menuContent = style({
  position: 'fixed',
  inset: 'auto',
  // Below the button, from its start edge. No position-try fallback: in WebKit (WebKitGTK 2.50)
  // a popover carrying one stops its page answering when the bar's <nav> turns display: none
  // (the window narrowing across the wide breakpoint), or leaves the page's styles stale while
  // it is open. A list too wide for the room after its button is still kept on screen: an
  // anchored box that overflows its area is shifted back inside the viewport (CSS Box
  // Alignment's default overflow alignment for absolutely positioned boxes).
  positionArea: 'block-end span-inline-end',
  minWidth: '16rem',
  maxWidth: 'calc(100vw - 2rem)',
  // The list hangs below the header, so it may use the rest of the viewport and scroll beyond it.
  maxHeight: `calc(100dvh - ${vars.size.headerHeight} - ${vars.space.md})`,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: vars.space.xs,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@supports': {
    // A browser without anchor positioning: a plain fixed placement, the list centred under the
    // header bar, which needs no script and keeps every link on screen.
    'not (position-area: block-end)': {
      insetBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.xs})`,
      insetInline: 0,
      marginInline: 'auto',
      marginBlockStart: 0,
    },
  },
});

/** The long city list reads better in columns than in one tall scrolling column. */
export const menuContentWide = style({
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.xs,
  width: 'min(36rem, calc(100vw - 2rem))',
  // Rows as tall as their links: WebKit sizes this anchored grid to its max-height and, with the
  // default stretch, spread 18 rows of 44 px links over it (a row every 89 px).
  alignContent: 'start',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  // Only while open: an author display value on the closed popover would beat the UA's
  // display: none and show it.
  selectors: { '&:popover-open': { display: 'grid' } },
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.primary },
    '&:focus-visible': {
      background: vars.color.surfaceMuted,
      color: vars.color.primary,
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold },
  },
});

const overlayIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const sheetIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

/** A modal <dialog> pinned to the inline end; the UA's centred-box styles are undone. */
export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 'auto',
  insetInlineEnd: 0,
  flexDirection: 'column',
  width: 'min(24rem, 100vw)',
  maxWidth: '100vw',
  height: '100dvh',
  maxHeight: '100dvh',
  margin: 0,
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    // Only while open: a display value on the closed dialog would override the UA's display: none.
    '&[open]': {
      display: 'flex',
      animation: `${sheetIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
    },
  },
});

globalStyle(`${sheet}::backdrop`, {
  background: `color-mix(in srgb, ${vars.color.surfaceInverse} 60%, transparent)`,
  animation: `${overlayIn} ${vars.motion.durationBase} ${vars.motion.easing}`,
});

// A modal dialog leaves the page behind it scrollable; the open sheet holds it still.
globalStyle(`html:has(${sheet}[open])`, { overflow: 'hidden' });

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetTitle = style({
  ...headingFont,
  fontSize: vars.fontSize.lg,
});

export const sheetBody = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const sheetGroupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.xxs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const sheetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const sheetListColumns = style({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });

// The sheet's links keep the wider padding: one to a row, they have the room.
export const sheetLink = style([
  navLink,
  { display: 'flex', width: '100%', whiteSpace: 'normal', paddingInline: vars.space.sm },
]);

export const sheetFooter = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const iconButton = style({
  ...controlBox,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
});

globalStyle(`${brand} img`, { borderRadius: vars.radius.sm, flexShrink: 0 });

// 'Get Started' stays on one line; the bar switches to the Menu button before it would not fit.
globalStyle(`${actions} > *`, { whiteSpace: 'nowrap' });
