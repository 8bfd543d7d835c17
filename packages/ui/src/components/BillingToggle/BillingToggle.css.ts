import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

// On a narrow phone (320 CSS px) the track keeps within the page (WCAG 1.4.10 Reflow): an
// option's discount mark goes under its label instead of pushing the track past the viewport.
export const track = style({
  display: 'inline-flex',
  maxWidth: '100%',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
});

// The native radio stays in the accessibility tree and keeps arrow-key behaviour; it covers
// the pill invisibly, so a press anywhere on the pill lands on the radio itself.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

// The chosen period's pill (the surface and its shadow) is the label's ::before, shown at once with
// the text's colour: a switch costs the main thread one frame. Chromium ticks a CSS transition on
// the main thread even where the compositor could run it, so the opacity fade this pill had kept
// the main thread busy for about ten frames a switch (style, pre-paint and paint of the page each
// time; 61 frames for 6 switches against 18 without it, a trace at 4x slower CPU), and the
// colour transition before it (background-color and color) did the same: the next press waited
// behind those frames.
export const option = style({
  position: 'relative',
  // The pill (z-index -1) paints above the track and below the label's text.
  isolation: 'isolate',
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `0 ${vars.space.xs}`,
  minHeight: vars.size.control,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      borderRadius: 'inherit',
      background: vars.color.surface,
      boxShadow: vars.shadow.md,
      opacity: 0,
    },
    '&:has(input:checked)': { color: vars.color.text },
    '&:has(input:checked)::before': { opacity: 1 },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&:hover:not(:has(input:checked))': { color: vars.color.text },
  },
  '@media': {
    // Windows high contrast drops backgrounds and shadows, the only marks of the chosen period:
    // paint it with the system's selected-item colours instead.
    '(forced-colors: active)': {
      selectors: {
        '&::before': { display: 'none' },
        '&:has(input:checked)': {
          forcedColorAdjust: 'none',
          background: 'SelectedItem',
          color: 'SelectedItemText',
        },
      },
    },
  },
});

export const discount = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

// The live region keeps the banner's place in either period: empty, it is as tall as the banner
// on one line (`1lh` of the banner's text and its padding; a flex container, so the banner is not
// raised by the region's own line box). The banner then appears and goes without moving the plans
// under it, and the frame after a switch repaints the banner and the prices alone
// (site/BENCH.md, 'Every interaction'). A browser without the `lh` unit ignores the height.
export const bannerPlace = style({
  display: 'flex',
  justifyContent: 'center',
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  minHeight: `calc(1lh + 2 * ${vars.space.xs})`,
});

export const banner = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});
