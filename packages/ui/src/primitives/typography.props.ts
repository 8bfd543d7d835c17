// Text's and Heading's value lists and defaults declared once: the components, their exhaustive
// styleVariants and the Foundations stories read them.

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];

export const textTones = [
  'default',
  'muted',
  'inverse',
  'primary',
  'accent',
  'success',
  'critical',
  'inherit',
] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textAligns = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof textAligns)[number];

/** A heading's visual size; without one it takes its level's. */
export const headingSizes = ['1', '2', '3', '4', 'display'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export const textDefaults = { as: 'p', size: 'md', tone: 'default', weight: 'regular' } as const;
