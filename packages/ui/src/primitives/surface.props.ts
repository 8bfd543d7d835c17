// Card's, Badge's and Section's value lists and defaults declared once: the components, their
// exhaustive styleVariants and the Foundations stories read them.

export const cardEmphases = ['none', 'highlighted', 'muted'] as const;
export type CardEmphasis = (typeof cardEmphases)[number];

export const badgeTones = ['neutral', 'primary', 'accent', 'success', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const sectionTones = ['default', 'muted', 'inverse'] as const;
export type SectionTone = (typeof sectionTones)[number];

export const surfaceDefaults = {
  cardEmphasis: 'none',
  badgeTone: 'neutral',
  sectionTone: 'default',
} as const satisfies { cardEmphasis: CardEmphasis; badgeTone: BadgeTone; sectionTone: SectionTone };
