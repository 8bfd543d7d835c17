import type { HeadingLevel } from '../../primitives/typography';
import { booleanPropDef, headingLevelPropDef, langPropDef, type PropDef } from '../../propDef';
import { linkActionType, type LinkAction } from '../../link/linkAction';

export type { PropDef } from '../../propDef';

// PlanCard's props declared once (the way Radix Themes keeps `*.props.ts`): the component takes
// its defaults from `planCardDefaults`, and Storybook's docs table its types and defaults, so the
// table cannot drift from the code.

/** What the card shows for the price; the maths (annual discount) lives in @northbeam/flows. */
export interface PlanPriceView {
  /** The figure to show, or null for a plan sold by quote. */
  amount: number | null;
  /** The regular monthly price shown struck through next to a discounted one. */
  strikeThrough?: number | null;
  /** e.g. '/month' or '/month (billed annually)'. */
  periodText?: string | null;
  /** e.g. '15% off'. */
  discountLabel?: string | null;
}

/** Dashboard variants: the plan held, or the action offered on another plan. */
export type PlanCardStatus = 'current' | 'upgrade' | 'subscribe';

export interface PlanCardLabels {
  popular: string;
  current: string;
  upgrade: string;
  subscribe: string;
  /** Shown instead of a figure for a plan sold by quote. */
  quote: string;
  /** Read before the struck-through price so screen readers do not announce two prices flatly. */
  regularPrice: string;
  /** Read before the discounted price. */
  price: string;
  /**
   * The action's accessible name: the visible label plus the plan, so a list of buttons reads
   * 'Subscribe: Starter', 'Subscribe: Professional' rather than three 'Subscribe' (WCAG 2.4.6).
   */
  actionName: (action: string, plan: string) => string;
}

/** A second, quieter way on, as a link: e.g. 'Talk to us' to a contact form naming the plan. */
export type PlanCardLink = LinkAction;

export interface PlanCardProps {
  name: string;
  description?: string;
  features: readonly string[];
  price: PlanPriceView;
  /** A line under the price, e.g. the year's total while billed annually ('$20,364 a year'). */
  priceNote?: string | null;
  popular?: boolean;
  /** The call to action on the pricing page, e.g. 'Get Started' or 'Contact Sales'. */
  ctaLabel?: string;
  /** Called with the plan name when the action is pressed. */
  onSelect?: (planName: string) => void;
  /** Renders the action as a link instead (e.g. '/contact' for a plan sold by quote). */
  href?: string;
  /** A second link under the action, on the pricing page only (not with `status`). */
  secondaryAction?: PlanCardLink | null;
  /** Dashboard variants; overrides `ctaLabel`. 'current' shows a badge and no action. */
  status?: PlanCardStatus;
  /** While a checkout starts for this plan: the action shows `busyLabel` and is disabled. */
  busy?: boolean;
  busyLabel?: string;
  /** Disables the action without the busy label, e.g. while another plan's checkout starts. */
  disabled?: boolean;
  headingLevel?: HeadingLevel;
  labels?: Partial<PlanCardLabels>;
  /** Locale for the price figures, e.g. 'fr-CA' gives '1 997 $'. */
  locale?: string;
  /** ISO 4217 code of the prices, e.g. 'EUR' for an agency billing in euros. */
  currency?: string;
  /**
   * Writes a figure, in place of `formatMoney(amount, currency, locale)`: for a page that has its
   * figures written already (when it was prerendered), so hydrating the card constructs no
   * `Intl.NumberFormat`, whose first construction loads the locale's data.
   */
  formatPrice?: (amount: number) => string;
  /**
   * The price under annual billing, for a page whose billing toggle runs without React: the card
   * prerenders it hidden beside `price` (the monthly one), and the toggle's behaviour
   * (billingToggleBehaviour.ts) shows the period chosen.
   */
  annual?: { price: PlanPriceView; priceNote?: string | null };
  lang?: string;
}

/** The defaults PlanCard applies: a small object of its own, so the docs below never ship. */
export const planCardDefaults = {
  popular: false,
  busy: false,
  disabled: false,
  headingLevel: 3,
  currency: 'CAD',
} as const satisfies Partial<PlanCardProps>;

/** Every PlanCard prop for the docs table (Storybook's argTypes), its defaults from above. */
export const planCardPropDefs = {
  name: { type: 'string', required: true, description: 'The plan, as its heading.' },
  description: { type: 'string', description: 'One line under the name.' },
  features: {
    type: 'readonly string[]',
    required: true,
    description: 'What the plan includes, one line each with a check mark.',
  },
  price: {
    type: 'PlanPriceView { amount: number | null; strikeThrough?; periodText?; discountLabel? }',
    required: true,
    description:
      'The figure to show (null: sold by quote), struck-through price, period, discount.',
  },
  priceNote: {
    type: 'string | null',
    description: "A line under the price, e.g. the year's total while billed annually.",
  },
  popular: booleanPropDef(planCardDefaults.popular, "The 'Most Popular' badge and border."),
  ctaLabel: {
    type: 'string',
    default: "labels pack's PlanCard.cta ('Get Started')",
    description: 'The action on the pricing page.',
  },
  onSelect: {
    type: '(planName: string) => void',
    description: 'Called with the plan name when the action is pressed.',
  },
  href: { type: 'string', description: 'Renders the action as a link to this address.' },
  secondaryAction: {
    type: `${linkActionType('PlanCardLink')} | null`,
    description: "A second link under the action, e.g. 'Talk to us'; not shown with `status`.",
  },
  status: {
    type: "'current' | 'upgrade' | 'subscribe'",
    description: "Dashboard variants; 'current' shows a badge and no action.",
  },
  busy: booleanPropDef(planCardDefaults.busy, 'The action shows busyLabel, disabled.'),
  busyLabel: {
    type: 'string',
    default: "labels pack's PlanCard.busy ('Loading...')",
    description: 'The action while busy.',
  },
  disabled: booleanPropDef(planCardDefaults.disabled, 'Disables the action.'),
  headingLevel: headingLevelPropDef([1, 2, 3, 4], {
    default: planCardDefaults.headingLevel,
    description: "The name's level.",
  }),
  labels: {
    type: 'Partial<PlanCardLabels>',
    default: 'the LocaleProvider pack (en-CA, fr-CA)',
    description: 'Overrides the built-in texts.',
  },
  locale: {
    type: 'string',
    default: "the LocaleProvider's locale",
    description: "Locale of the figures, e.g. 'fr-CA' gives '1 997 $'.",
  },
  currency: {
    type: 'string',
    default: planCardDefaults.currency,
    description: 'ISO 4217 code of the prices.',
  },
  formatPrice: {
    type: '(amount: number) => string',
    default: 'formatMoney(amount, currency, locale)',
    description: 'Writes a figure: the texts of a prerendered page, so hydration formats nothing.',
  },
  annual: {
    type: '{ price: PlanPriceView; priceNote?: string | null }',
    description:
      'The annual price, prerendered hidden beside the monthly one, for a toggle run without React.',
  },
  lang: langPropDef,
} as const satisfies Record<keyof PlanCardProps, PropDef>;
