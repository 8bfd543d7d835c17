import type { StatItem } from '../StatGrid/StatGrid.props';
import { choicePropDef, langPropDef, type PropDef } from '../../propDef';

// RoiFigures' props declared once (as Button.props.ts): the component, its stylesheet (exhaustive
// styleVariants) and Storybook's docs table read the tones and defaults.

/** `inverse` when the block sits on a dark section. */
export const roiFiguresTones = ['default', 'inverse'] as const;
export type RoiFiguresTone = (typeof roiFiguresTones)[number];

export const roiFiguresDefaults = { tone: 'default' } as const satisfies { tone: RoiFiguresTone };

/** A figure as marketing states it, e.g. '500+', '8.5x' or '$15,000', and what it measures. */
export type RoiFigure = Pick<StatItem, 'value' | 'label'>;

export interface RoiFiguresProps {
  figures: readonly RoiFigure[];
  /** 'inverse' when the block sits on a dark section. */
  tone?: RoiFiguresTone;
  lang?: string;
}

/** Every RoiFigures prop for the docs table (Storybook's argTypes). */
export const roiFiguresPropDefs = {
  figures: {
    type: 'readonly RoiFigure[] { value: string; label: string }',
    required: true,
    description: 'The figures; the columns are chosen so that every row is full.',
  },
  tone: choicePropDef(roiFiguresTones, roiFiguresDefaults.tone, "The tiles' colours."),
  lang: langPropDef,
} as const satisfies Record<keyof RoiFiguresProps, PropDef>;
