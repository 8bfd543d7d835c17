import type { ReactNode } from 'react';
import type { HeadingLevel } from './typography';
import { choicePropDef, headingLevelPropDef, type PropDef } from '../propDef';

// SectionIntro's props declared once (as Button.props.ts): the component, its stylesheet
// (exhaustive styleVariants) and Storybook's docs table read the alignments and defaults.

/** 'center' centres the block and its text over a centred layout, e.g. a row of plans. */
export const sectionIntroAligns = ['start', 'center'] as const;
export type SectionIntroAlign = (typeof sectionIntroAligns)[number];

export interface SectionIntroProps {
  heading: ReactNode;
  intro?: ReactNode;
  headingLevel: HeadingLevel;
  /** Id the enclosing section's aria-labelledby points at. */
  headingId: string;
  /** 'center' centres the block and its text over a centred layout, e.g. a row of plans. */
  align?: SectionIntroAlign;
}

export const sectionIntroDefaults = { align: 'start' } as const satisfies {
  align: SectionIntroAlign;
};

/** Every SectionIntro prop for the docs table (Storybook's argTypes). */
export const sectionIntroPropDefs = {
  heading: { type: 'ReactNode', required: true, description: "The section's heading." },
  intro: { type: 'ReactNode', description: 'A lead paragraph under the heading.' },
  headingLevel: headingLevelPropDef([1, 2, 3, 4], {
    required: true,
    description: "The heading's level; its size stays that of a section heading.",
  }),
  headingId: {
    type: 'string',
    required: true,
    description: "The heading's id, which the enclosing section's aria-labelledby points at.",
  },
  align: choicePropDef(
    sectionIntroAligns,
    sectionIntroDefaults.align,
    "'center' over a centred layout, e.g. a row of plans.",
  ),
} as const satisfies Record<keyof SectionIntroProps, PropDef>;
