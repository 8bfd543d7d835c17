import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { logoCarouselHooks as hooks } from './logoCarouselBehaviour';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/breakpoints';

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  // The track holds the logos twice, so moving by half loops seamlessly.
  to: { transform: 'translateX(-50%)' },
});

export const root = style({ display: 'grid', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInline: vars.space.md,
  '@media': {
    [mediaQuery.tablet]: { paddingInline: vars.space.lg },
    // Nothing moves, so there is nothing to pause.
    [mediaQuery.reducedMotion]: { display: 'none' },
  },
});

export const rows = style({ display: 'grid', gap: vars.space.md });

export const viewport = style({
  overflow: 'hidden',
  // Fades the edges so logos slide in and out instead of being cut off.
  maskImage:
    'linear-gradient(to right, transparent, currentColor 8%, currentColor 92%, transparent)',
  '@media': { [mediaQuery.reducedMotion]: { maskImage: 'none' } },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  animationDuration: 'var(--logo-duration, 30s)',
  // The autoplay delay: a row stands still this long after the page shows it, then slides.
  animationDelay: 'var(--logo-delay, 2s)',
  '@media': {
    // Under prefers-reduced-motion the rows stand still and wrap, so every name is on screen.
    [mediaQuery.reducedMotion]: { animationName: 'none', width: 'auto' },
  },
});

export const reverse = style({ animationDirection: 'reverse' });

/**
 * Pausing on hover and keyboard focus, plus the explicit toggle (WCAG 2.2.2): the attributes are
 * set by logoCarouselBehaviour, on a hydrated page and an island page alike.
 */
globalStyle(
  [
    `${rows}:hover ${track}`,
    `${rows}:focus-within ${track}`,
    `${rows}[${hooks.hovered}] ${track}`,
    `${root}[${hooks.paused}] ${track}`,
  ].join(', '),
  { animationPlayState: 'paused' },
);

/** The toggle's two faces; the carousel's `data-paused` decides which one shows (and names it). */
const face = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
} as const;
export const whenRunning = style({
  ...face,
  selectors: { [`${root}[${hooks.paused}] &`]: { display: 'none' } },
});
export const whenPaused = style({
  ...face,
  selectors: { [`${root}:not([${hooks.paused}]) &`]: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  // Each copy spans at least the viewport, so short rows still loop without a gap.
  minWidth: '100vw',
  justifyContent: 'space-around',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space.md,
  '@media': {
    [mediaQuery.reducedMotion]: { flexWrap: 'wrap', minWidth: 0, justifyContent: 'center' },
  },
});

/** The copy of a row that makes its loop seamless: not needed when the row stands still. */
export const copy = style({
  '@media': { [mediaQuery.reducedMotion]: { display: 'none' } },
});

export const staticList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '4.5rem',
  minWidth: '12rem',
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
});
