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
