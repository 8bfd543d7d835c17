import type { HeadingLevel } from '../../primitives/typography';
import type { IconName } from '../Icon/Icon';
import {
  choicePropDef,
  headingLevelPropDef,
  langPropDef,
  unionType,
  type PropDef,
} from '../../propDef';
import { linkActionType, type LinkAction } from '../../link/linkAction';

// InfoCard's props declared once (as PlanCard.props.ts): the value lists and defaults the
// component, its stylesheet and Storybook's docs table all read.

/**
 * The card's look: `benefit` a raised card with a primary icon tile; `problem` its icon beside the
 * heading on a critical tile; `service` roomier, for a list and an action; `reason` numbered under
 * an accent bar, no icon; `value` a muted panel with a round tile.
 */
export const infoCardVariants = ['benefit', 'problem', 'reason', 'service', 'value'] as const;
export type InfoCardVariant = (typeof infoCardVariants)[number];

/** The labelled box's kind: a measured outcome ('The Result') or the hard fact ('The Reality'). */
export const infoCardBoxTones = ['result', 'reality'] as const;
export type InfoCardBoxTone = (typeof infoCardBoxTones)[number];

/** The link under a card. */
export type InfoCardAction = LinkAction;

export interface InfoCardProps {
  title: string;
  description: string;
  variant?: InfoCardVariant;
  /** The tile's icon; a `problem` card shows 'alert' without one, a `reason` card none. */
  icon?: IconName;
  /** Shown as '01', '02'… above the heading (a `reason` card's place in its list). */
  number?: number;
  /** The labelled box's text; no box without it. */
  box?: string;
  boxTone?: InfoCardBoxTone;
  /** The box's label; by default the locale pack's text for `boxTone`. */
  boxLabel?: string;
  /** Bullet lines with a check mark, e.g. what a service includes. */
  features?: readonly string[];
  /** A link to learn more or get started; its accessible name also carries the title. */
  action?: InfoCardAction;
  headingLevel?: Exclude<HeadingLevel, 1>;
  lang?: string;
}

/** The defaults InfoCard applies; the box's tone follows the variant. */
export const infoCardDefaults = {
  variant: 'benefit',
  headingLevel: 3,
  problemIcon: 'alert',
  boxTone: {
    benefit: 'result',
    problem: 'reality',
    reason: 'result',
    service: 'result',
    value: 'result',
  },
} as const satisfies {
  variant: InfoCardVariant;
  headingLevel: InfoCardProps['headingLevel'];
  problemIcon: IconName;
  boxTone: Record<InfoCardVariant, InfoCardBoxTone>;
};

/** Every InfoCard prop for the docs table (Storybook's argTypes). */
export const infoCardPropDefs = {
  title: { type: 'string', required: true, description: 'The heading.' },
  description: { type: 'string', required: true, description: 'The text under the heading.' },
  variant: choicePropDef(
    infoCardVariants,
    infoCardDefaults.variant,
    'The look (surface, tile, spacing); see infoCardVariants.',
  ),
  icon: {
    type: 'IconName',
    default: `'${infoCardDefaults.problemIcon}' on a problem card`,
    description: "The tile's icon.",
  },
  number: { type: 'number', description: "Shown as '01', '02'… above the heading." },
  box: { type: 'string', description: "The labelled box's text; no box without it." },
  boxTone: {
    type: unionType(infoCardBoxTones),
    default: `'${infoCardDefaults.boxTone.problem}' on a problem card, else '${infoCardDefaults.boxTone.benefit}'`,
    description: "The box's colours and default label.",
  },
  boxLabel: {
    type: 'string',
    default: "labels pack's InfoCard[boxTone] ('The Result', 'The Reality')",
    description: "The box's label.",
  },
  features: { type: 'readonly string[]', description: 'Bullet lines with a check mark.' },
  action: {
    type: linkActionType('InfoCardAction'),
    description: 'A link under the card; its accessible name also carries the title.',
  },
  headingLevel: headingLevelPropDef([2, 3, 4], { default: infoCardDefaults.headingLevel }),
  lang: langPropDef,
} as const satisfies Record<keyof InfoCardProps, PropDef>;
