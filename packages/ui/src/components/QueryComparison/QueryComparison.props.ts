import { langPropDef, type PropDef } from '../../propDef';

// QueryComparison's props declared once (as Button.props.ts): the component, its stylesheet
// (exhaustive styleVariants) and Storybook's docs table read them.

/** The two sides of a pair, in reading order: the typed search, then the question asked. */
export type QuerySide = 'traditional' | 'aeo';

export interface QueryExample {
  /** What people type into a search box, e.g. 'plumber toronto'. */
  traditional: string;
  /** What people ask an answer engine, e.g. 'Who is the best emergency plumber near me?'. */
  aeo: string;
  explanation?: string;
}

export interface QueryComparisonProps {
  items: readonly QueryExample[];
  traditionalLabel?: string;
  aeoLabel?: string;
  /** Names the list for assistive technology when no visible heading precedes it. */
  label?: string;
  lang?: string;
}

/** Every QueryComparison prop for the docs table (Storybook's argTypes). */
export const queryComparisonPropDefs = {
  items: {
    type: 'readonly QueryExample[] { traditional: string; aeo: string; explanation?: string }',
    required: true,
    description: 'The pairs, each with an optional explanation under it.',
  },
  traditionalLabel: {
    type: 'string',
    default: "labels pack's QueryComparison.traditional ('Traditional search')",
    description: "The typed search's label.",
  },
  aeoLabel: {
    type: 'string',
    default: "labels pack's QueryComparison.aeo ('AEO query')",
    description: "The answer engine question's label.",
  },
  label: { type: 'string', description: 'Names the list when no visible heading precedes it.' },
  lang: langPropDef,
} as const satisfies Record<keyof QueryComparisonProps, PropDef>;
