import { booleanPropDef, choicePropDef, langPropDef, type PropDef } from '../../propDef';

// Notice's tones and defaults declared once: the component, its stylesheet (exhaustive
// styleVariants) and Storybook's docs table read them.

export const noticeTones = ['default', 'success', 'destructive'] as const;
export type NoticeTone = (typeof noticeTones)[number];

export const noticeDefaults = { tone: 'default', live: true } as const satisfies {
  tone: NoticeTone;
  live: boolean;
};

export const noticePropDefs = {
  title: { type: 'string', required: true, description: 'The message.' },
  description: { type: 'string', description: 'A second line; hidden while empty.' },
  tone: choicePropDef(
    noticeTones,
    noticeDefaults.tone,
    "The colours and icon; 'destructive' is announced as an alert.",
  ),
  lang: langPropDef,
  action: { type: 'ReactNode', description: 'Extra content at the end, e.g. a dismiss button.' },
  live: booleanPropDef(
    noticeDefaults.live,
    'false inside a live region that already announces it.',
  ),
} as const satisfies Record<string, PropDef>;
