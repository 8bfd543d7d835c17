import { choicePropDef, langPropDef, type PropDef } from '../../propDef';

// StatGrid's props declared once (as Button.props.ts): the component, its stylesheet (exhaustive
// styleVariants) and Storybook's docs table read the tones and defaults.

/** The figures' tiles: raised on the page (`default`), quiet (`muted`), or on a dark band. */
export const statGridTones = ['default', 'muted', 'inverse'] as const;
export type StatGridTone = (typeof statGridTones)[number];

export interface StatItem {
  /** Shown as written, e.g. '1,200+' or '340%'. */
  value: string;
  label: string;
  /** Where the figure comes from, shown in small print under the label. */
  source?: string;
}

export interface StatGridProps {
  items: StatItem[];
  tone?: StatGridTone;
  /** Names the list for screen readers when no visible heading precedes it. */
  label?: string;
  sourcePrefix?: string;
  lang?: string;
}

export const statGridDefaults = { tone: 'default' } as const satisfies { tone: StatGridTone };

/** Every StatGrid prop for the docs table (Storybook's argTypes). */
export const statGridPropDefs = {
  items: {
    type: 'StatItem[] { value: string; label: string; source?: string }',
    required: true,
    description: 'The figures, one tile each; four at the most to a row.',
  },
  tone: choicePropDef(statGridTones, statGridDefaults.tone, "The tiles' colours."),
  label: { type: 'string', description: 'Names the list when no visible heading precedes it.' },
  sourcePrefix: {
    type: 'string',
    default: "labels pack's StatGrid.sourcePrefix ('Source:')",
    description: "Read before each figure's source.",
  },
  lang: langPropDef,
} as const satisfies Record<keyof StatGridProps, PropDef>;
