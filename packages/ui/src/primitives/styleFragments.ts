import { vars } from '../theme/contract.css';

// Declarations that many components' rules share, as plain objects that their style() calls
// spread, so one place sets them. Not classes: each rule keeps its own place in the cascade, and
// importing this adds no CSS to a page (a .css.ts would bring its classes along).

/** A heading's face: no margin, the heading family, bold (its size and line height vary). */
export const headingFont = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
} as const;

/** A control's box: its content centred, and at least the touch target size (WCAG 2.5.8). */
export const controlBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
} as const;

/** A panel that stacks its content from the start: a closing call, a fallback message. */
export const panelStack = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
} as const;
