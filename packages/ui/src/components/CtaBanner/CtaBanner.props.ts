import { choicePropDef, headingLevelPropDef, langPropDef, type PropDef } from '../../propDef';

// CtaBanner's props declared once (as Button.props.ts): the component, its stylesheet (exhaustive
// styleVariants) and Storybook's docs table read the tones and defaults.

/** The band's colours: `primary` the brand colour, `inverse` dark, `muted` a quiet panel. */
export const ctaBannerTones = ['primary', 'inverse', 'muted'] as const;
export type CtaBannerTone = (typeof ctaBannerTones)[number];

/** A banner action navigates (href) or runs the app's handler (onAction). */
export type CtaAction =
  | { label: string; href: string; onAction?: undefined }
  | { label: string; onAction: () => void; href?: undefined };

export interface CtaBannerProps {
  heading: string;
  text?: string;
  primaryAction?: CtaAction;
  secondaryAction?: CtaAction;
  tone?: CtaBannerTone;
  headingLevel?: 2 | 3;
  lang?: string;
}

export const ctaBannerDefaults = { tone: 'primary', headingLevel: 2 } as const satisfies {
  tone: CtaBannerTone;
  headingLevel: CtaBannerProps['headingLevel'];
};

const actionType = '{ label: string; href: string } | { label: string; onAction: () => void }';

/** Every CtaBanner prop for the docs table (Storybook's argTypes). */
export const ctaBannerPropDefs = {
  heading: { type: 'string', required: true, description: "The banner's heading." },
  text: { type: 'string', description: 'A line under the heading.' },
  primaryAction: { type: actionType, description: 'The main button: a link or a handler.' },
  secondaryAction: { type: actionType, description: 'A quieter second button beside it.' },
  tone: choicePropDef(
    ctaBannerTones,
    ctaBannerDefaults.tone,
    "The band's colours; the buttons' variants follow it.",
  ),
  headingLevel: headingLevelPropDef([2, 3], { default: ctaBannerDefaults.headingLevel }),
  lang: langPropDef,
} as const satisfies Record<keyof CtaBannerProps, PropDef>;
