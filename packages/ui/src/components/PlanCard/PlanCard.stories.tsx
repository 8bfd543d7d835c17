import preview from '../../stories-support/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../../primitives/layout';
import { PlanCard } from './PlanCard';
import { planCardPropDefs, type PlanCardProps } from './PlanCard.props';
import {
  expectBusyButton,
  expectHeading,
  expectLink,
  expectVisibleTexts,
  pressCalls,
} from '../../stories-support/play';
import { framed } from '../../stories-support/decorators';
import { frenchArgs } from '../../stories-support/french';
import { argTypesFrom } from '../../stories-support/propDocs';
import { useLocale } from '../../i18n/context';
import {
  annual,
  monthly,
  samplePlans,
  samplePlansFr,
  yearTotal,
} from '../../stories-support/planCards';

const { starter, professional, enterprise, custom } = samplePlans;
const fr = samplePlansFr;

/** The French pass's words for the actions the stories pass in. */
const frenchActions = { cta: 'Commencer', quote: 'Nous joindre', talk: 'Parlez-nous' };

const meta = preview.meta({
  title: 'Pricing/PlanCard',
  component: PlanCard,
  argTypes: argTypesFrom(planCardPropDefs),
  args: {
    ...starter,
    price: monthly(997),
    ctaLabel: 'Get Started',
    onSelect: fn(),
  },
  parameters: frenchArgs<PlanCardProps>({
    ...fr.starter,
    price: monthly(997, 'fr'),
    ctaLabel: frenchActions.cta,
  }),
  decorators: [
    // Single cards at a card's width; the grid story lays out its own page.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 380, paddingTop: 16 }}>
          <Story />
        </div>
      ),
  ],
});

export const Monthly = meta.story({
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Starter');
    await expectVisibleTexts(canvas, ['$997', '/month']);
    await pressCalls(canvas, 'Get Started: Starter', args.onSelect);
    await expect(args.onSelect).toHaveBeenCalledWith('Starter');
  },
});

export const AnnualBilling = meta.story({
  name: 'Annual billing',
  args: { price: annual(997) },
  parameters: frenchArgs<PlanCardProps>({ price: annual(997, 'fr') }),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['$847']);
    const struck = canvas.getByText('$997');
    await expect(struck.tagName).toBe('S');
    await expectVisibleTexts(canvas, ['15% off', '/month (billed annually)']);
  },
});

export const Popular = meta.story({
  args: { ...professional, price: monthly(1997), popular: true },
  parameters: frenchArgs<PlanCardProps>({ ...fr.professional, price: monthly(1997, 'fr') }),
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, ['Most Popular', '$1,997']);
    await pressCalls(canvas, 'Get Started: Professional', args.onSelect, 'Professional');
  },
});

export const ByQuote = meta.story({
  name: 'By quote',
  args: { ...custom, price: { amount: null }, ctaLabel: 'Contact Sales' },
  parameters: frenchArgs<PlanCardProps>({
    ...fr.custom,
    price: { amount: null },
    ctaLabel: frenchActions.quote,
  }),
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, ['Custom pricing']);
    await expect(canvas.queryByText(/\$/)).toBeNull();
    await pressCalls(
      canvas,
      'Contact Sales: Custom Enterprise',
      args.onSelect,
      'Custom Enterprise',
    );
  },
});

export const ByQuoteAsLink = meta.story({
  name: 'By quote as link',
  args: { ...ByQuote.input.args, href: '/contact' },
  parameters: ByQuote.input.parameters,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Contact Sales: Custom Enterprise',
    });
    await expect(link).toHaveAttribute('href', '/contact');
  },
});

export const CurrentPlan = meta.story({
  name: 'Current plan',
  args: { ...professional, price: monthly(1997), status: 'current' },
  parameters: Popular.input.parameters,
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Current']);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const Upgrade = meta.story({
  args: { ...enterprise, price: monthly(3997), status: 'upgrade' },
  parameters: frenchArgs<PlanCardProps>({ ...fr.enterprise, price: monthly(3997, 'fr') }),
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('Current')).toBeNull();
    await pressCalls(canvas, 'Upgrade: Enterprise', args.onSelect, 'Enterprise');
  },
});

export const Subscribe = meta.story({
  args: { status: 'subscribe' },
  play: async ({ canvas, args }) => {
    await pressCalls(canvas, 'Subscribe: Starter', args.onSelect, 'Starter');
  },
});

export const StartingCheckout = meta.story({
  name: 'Starting checkout',
  args: { status: 'subscribe', busy: true },
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Loading...: Starter', args.onSelect);
  },
});

export const VeryLongFeatureText = meta.story({
  name: 'Very long feature text',
  args: {
    name: 'Enterprise Multi-Location Search Dominance',
    description:
      'For national brands with dozens of storefronts that need every location ranking in Google, ChatGPT, Perplexity and Gemini at once.',
    features: [
      'Fifty or more target keywords across every province, tracked weekly with competitor benchmarking',
      'Eight long-form, bilingual (French and English) articles a month written by subject-matter experts',
      'Fifteen high-authority backlinks a month from Canadian publications and industry associations',
      'Dedicated account manager with 24/7 priority support and quarterly on-site strategy workshops',
      'https://www.example-very-long-domain-name-for-testing-wrapping.ca/landing-page',
    ],
    price: { ...annual(3997), amount: 3397 },
    popular: true,
    ctaLabel: 'Start your enterprise growth plan today',
  },
  parameters: frenchArgs<PlanCardProps>({
    name: 'Domination de la recherche pour les entreprises à succursales multiples',
    description:
      'Pour les marques nationales aux dizaines de succursales qui doivent toutes se classer à la fois dans Google, ChatGPT, Perplexity et Gemini.',
    features: [
      'Plus de cinquante mots-clés ciblés dans chaque province, suivis chaque semaine et comparés à la concurrence',
      'Huit articles de fond bilingues (français et anglais) par mois, rédigés par des spécialistes du domaine',
      'Quinze liens entrants de grande autorité par mois, tirés de publications et d’associations canadiennes',
      'Gestionnaire de compte dédié, soutien prioritaire 24 heures sur 24 et ateliers stratégiques trimestriels sur place',
      'https://www.example-very-long-domain-name-for-testing-wrapping.ca/landing-page',
    ],
    price: { ...annual(3997, 'fr'), amount: 3397 },
    ctaLabel: 'Lancez votre plan de croissance dès aujourd’hui',
  }),
});

const frenchCopyArgs = {
  ...fr.professional,
  price: annual(1997, 'fr'),
  popular: true,
  ctaLabel: frenchActions.cta,
  locale: 'fr-CA',
  lang: 'fr-CA',
  labels: {
    popular: 'Le plus populaire',
    regularPrice: 'Prix régulier :',
    price: 'Prix :',
  },
} satisfies Partial<PlanCardProps>;

/** French copy passed in as props (labels included), whatever the provider's language. */
export const FrenchCopy = meta.story({
  name: 'French copy',
  args: frenchCopyArgs,
  parameters: frenchArgs<PlanCardProps>(frenchCopyArgs),
});

type Period = 'monthly' | 'annual';

/**
 * The four sample plans side by side, in the shown language (the toolbar's French or the French
 * pass): the first card takes the story's args, the others their own plan.
 */
function PlanGrid({ args, period }: { args: PlanCardProps; period: Period }) {
  const lang = useLocale() === 'fr-CA' ? 'fr' : 'en';
  const plans = lang === 'fr' ? samplePlansFr : samplePlans;
  const priced = (amount: number) =>
    period === 'annual'
      ? { price: annual(amount, lang), priceNote: yearTotal(amount, lang) }
      : { price: monthly(amount, lang) };
  const talk = lang === 'fr' ? frenchActions.talk : 'Talk to us';
  return (
    <Grid
      columns={{ mobile: 1, tablet: 2, desktop: 4 }}
      space="lg"
      as="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      <li>
        <PlanCard {...args} {...plans.starter} {...priced(997)} />
      </li>
      <li>
        <PlanCard {...args} {...plans.professional} {...priced(1997)} popular />
      </li>
      <li>
        <PlanCard
          {...args}
          {...plans.enterprise}
          {...priced(3997)}
          secondaryAction={
            period === 'annual' ? { label: talk, href: '/contact?plan=enterprise#audit' } : null
          }
        />
      </li>
      <li>
        <PlanCard
          {...args}
          {...plans.custom}
          price={{ amount: null }}
          ctaLabel={lang === 'fr' ? frenchActions.quote : 'Contact Sales'}
          href={period === 'annual' ? '/contact?plan=custom-enterprise#audit' : undefined}
        />
      </li>
    </Grid>
  );
}

/** The four plans at a page's width, priced by the month or by the year. */
const planGridStory = (period: Period) => ({
  parameters: { layout: 'fullscreen' as const },
  decorators: [framed({ padding: 16, paddingTop: 32 })],
  render: (args: PlanCardProps) => <PlanGrid args={args} period={period} />,
});

/** Sample copy of even lengths; Pricing/Site plans shows the site's own plans. */
export const PricingGrid = meta.story({
  name: 'Pricing grid',
  ...planGridStory('monthly'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByText('Most Popular')).toHaveLength(1);
  },
});

export const PhoneWidth = meta.story({
  name: 'Phone width (390 px)',
  parameters: {
    layout: 'fullscreen',
    ...frenchArgs<PlanCardProps>({
      ...fr.professional,
      price: annual(1997, 'fr'),
      priceNote: yearTotal(1997, 'fr'),
    }),
  },
  decorators: [framed({ width: 390, padding: 16, boxSizing: 'border-box' })],
  args: { ...Popular.input.args, price: annual(1997), priceNote: yearTotal(1997) },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['$1,697', '$20,364 a year']);
  },
});

export const TalkToUs = meta.story({
  name: 'Talk to us (second action)',
  args: {
    ...Upgrade.input.args,
    status: undefined,
    secondaryAction: { label: 'Talk to us', href: '/contact?plan=enterprise#audit' },
  },
  parameters: frenchArgs<PlanCardProps>({
    ...fr.enterprise,
    price: monthly(3997, 'fr'),
    secondaryAction: { label: frenchActions.talk, href: '/contact?plan=enterprise#audit' },
  }),
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Talk to us: Enterprise', '/contact?plan=enterprise#audit');
    await expect(canvas.getByRole('button', { name: 'Get Started: Enterprise' })).toBeVisible();
  },
});

export const AnnualGrid = meta.story({
  name: 'Annual grid',
  ...planGridStory('annual'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('/month (billed annually)')).toHaveLength(3);
    await expectVisibleTexts(canvas, ['$10,164 a year', '$20,364 a year', '$40,764 a year']);
  },
});

export const CurrentPlanAnnual = meta.story({
  name: 'Current plan on annual',
  args: { ...CurrentPlan.input.args, price: annual(1997), priceNote: yearTotal(1997) },
  parameters: frenchArgs<PlanCardProps>({
    ...fr.professional,
    price: annual(1997, 'fr'),
    priceNote: yearTotal(1997, 'fr'),
  }),
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Current', '$1,697', '$20,364 a year']);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/**
 * The pointer over the action. A play function's events cannot set CSS :hover, so the visual
 * tests (visual/stories.visual.ts) move the real pointer onto `parameters.visual.hover`.
 */
export const Hover = meta.story({
  name: 'Hover on the action',
  args: Popular.input.args,
  parameters: { ...Popular.input.parameters, visual: { hover: 'button' } },
  play: async ({ canvas }) => {
    const action = canvas.getByRole('button', { name: 'Get Started: Professional' });
    await userEvent.hover(action);
    await expect(action).toBeEnabled();
  },
});

export const Focus = meta.story({
  name: 'Focus on the action',
  args: TalkToUs.input.args,
  parameters: TalkToUs.input.parameters,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get Started: Enterprise' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Talk to us: Enterprise' })).toHaveFocus();
  },
});

/**
 * A card that carries both periods' prices, as /pricing prerenders it for a billing toggle run
 * without React (`annual`; the toggle's behaviour shows one period). From the tablet width the
 * annual block keeps its room while hidden, so a switch moves nothing below the price; at the
 * phone width it is taken out.
 */
export const BothPeriods = meta.story({
  name: 'Both periods prerendered (monthly shown)',
  args: { annual: { price: annual(997), priceNote: yearTotal(997) } },
  parameters: frenchArgs<PlanCardProps>({
    price: monthly(997, 'fr'),
    annual: { price: annual(997, 'fr'), priceNote: yearTotal(997, 'fr') },
  }),
  play: async ({ canvas }) => {
    // The monthly figure (the annual block strikes the same amount through, hidden).
    await expect(canvas.getByText('$997', { selector: 'span' })).toBeVisible();
    await expectVisibleTexts(canvas, ['/month']);
    await expect(canvas.getByText('$847')).not.toBeVisible();
    await expect(canvas.getByText('$10,164 a year')).not.toBeVisible();
  },
});
