import type { ReactNode } from 'react';
import { choicePropDef, headingLevelPropDef, langPropDef, type PropDef } from '../../propDef';
import { linkActionType, type LinkAction } from '../../link/linkAction';

// Hero's props declared once (as Button.props.ts): the component, its stylesheet (exhaustive
// styleVariants) and Storybook's docs table read the tones and defaults.

/** `default` on the page background; `inverse` on the dark band, with light buttons. */
export const heroTones = ['default', 'inverse'] as const;
export type HeroTone = (typeof heroTones)[number];

/** One of the hero's calls to action. */
export type HeroAction = LinkAction;

export interface HeroProps {
  headline: string;
  eyebrow?: string;
  subtitle?: string;
  primaryAction?: HeroAction;
  secondaryAction?: HeroAction;
  /** A short reassurance under the buttons, e.g. 'Trusted by 1,200+ Canadian businesses'. */
  trustLine?: string;
  tone?: HeroTone;
  /** 1 on a page's own hero; lower when the hero sits inside another section. */
  headingLevel?: 1 | 2;
  /**
   * An illustration beside the text from desktop width, under it (after the buttons) on smaller
   * screens, e.g. an AnswerPanel. Keep its type smaller than the headline, which stays the LCP.
   */
  aside?: ReactNode;
  lang?: string;
}

export const heroDefaults = { tone: 'default', headingLevel: 1 } as const satisfies {
  tone: HeroTone;
  headingLevel: HeroProps['headingLevel'];
};

/** Every Hero prop for the docs table (Storybook's argTypes). */
export const heroPropDefs = {
  headline: { type: 'string', required: true, description: "The page's main heading." },
  eyebrow: { type: 'string', description: 'A short tag above the headline.' },
  subtitle: { type: 'string', description: 'The paragraph under the headline.' },
  primaryAction: {
    type: linkActionType('HeroAction'),
    description: 'The main link, as a large button with an arrow.',
  },
  secondaryAction: { type: linkActionType('HeroAction'), description: 'A second, quieter link.' },
  trustLine: { type: 'string', description: 'A reassurance with a check mark under the buttons.' },
  tone: choicePropDef(
    heroTones,
    heroDefaults.tone,
    "The band's colours; the buttons' variants follow it.",
  ),
  headingLevel: headingLevelPropDef([1, 2], {
    default: heroDefaults.headingLevel,
    description: '1 on a page of its own; 2 inside another section.',
  }),
  aside: {
    type: 'ReactNode',
    description: 'An illustration beside the text on desktop, under the buttons below it.',
  },
  lang: langPropDef,
} as const satisfies Record<keyof HeroProps, PropDef>;
