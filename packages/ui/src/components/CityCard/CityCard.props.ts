import { headingLevelPropDef, unionType, type PropDef } from '../../propDef';

// CityCard's props declared once (as Button.props.ts): the component, its stylesheet (exhaustive
// styleVariants) and Storybook's docs table read the accents and defaults. Its texts are a type of
// their own here, apart from the component: the ui's locale packs (i18n/types.ts) read it, and the
// component reads the packs, so neither imports the other.

/** The colour of the card's top border, pin and 'more' cue. */
export const cityAccents = ['primary', 'accent', 'success', 'critical', 'inverse'] as const;
export type CityAccent = (typeof cityAccents)[number];

export interface CityCardLabels {
  population: string;
  businesses: string;
  growth: string;
  /** Visual cue only; the link's accessible name stays the city name. */
  more: string;
}

export interface CityCardData {
  name: string;
  province: string;
  /** Display strings as the page states them, e.g. '2.9M', '285K+', '+12%'. */
  population: string;
  businesses: string;
  growth: string;
  description: string;
  href: string;
  accent?: CityAccent;
  lang?: string;
}

export interface CityCardProps {
  city: CityCardData;
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<CityCardLabels>;
}

export const cityCardDefaults = { headingLevel: 3, accent: 'primary' } as const satisfies {
  headingLevel: CityCardProps['headingLevel'];
  accent: CityAccent;
};

/** Every CityCard prop for the docs table (Storybook's argTypes). */
export const cityCardPropDefs = {
  city: {
    type: 'CityCardData { name, province, population, businesses, growth, description, href, accent?, lang? }',
    required: true,
    description: `The city; its page is the card's one link. Its accent (${unionType(cityAccents)}) is '${cityCardDefaults.accent}' by default.`,
  },
  headingLevel: headingLevelPropDef([2, 3, 4], { default: cityCardDefaults.headingLevel }),
  labels: {
    type: 'Partial<CityCardLabels>',
    default: "labels pack's CityCard texts",
    description: 'The figures\' labels and the "more" cue, where they differ from the pack.',
  },
} as const satisfies Record<keyof CityCardProps, PropDef>;
