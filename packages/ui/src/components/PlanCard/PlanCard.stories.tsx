import preview from '../../stories-support/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Grid } from '../../primitives/layout';
import { PlanCard } from './PlanCard';
import { planCardPropDefs } from './PlanCard.props';
import {
  expectBusyButton,
  expectHeading,
  expectLink,
  expectVisibleTexts,
  pressCalls,
} from '../../stories-support/play';
import { framed } from '../../stories-support/decorators';

const starterFeatures = [
  '5 target keywords',
  'Monthly performance report',
  'Local SEO optimisation',
  'Listings in 10 directories',
];

const professionalFeatures = [
  '15 target keywords',
  'Bi-weekly performance reports',
  '4 blog posts a month',
  '5 quality backlinks a month',
  'AI search (AEO and GEO) optimisation',
];

/** The docs table from PlanCard.props.ts: every prop's type and default as the code declares them. */
const argTypes = Object.fromEntries(
  Object.entries(planCardPropDefs).map(([prop, def]) => [
    prop,
    {
      description: def.description,
      type: { name: 'other' as const, value: def.type, required: 'required' in def },
      table: {
        type: { summary: def.type },
        ...('default' in def ? { defaultValue: { summary: String(def.default) } } : {}),
      },
    },
  ]),
);

const meta = preview.meta({
  title: 'Pricing/PlanCard',
  component: PlanCard,
  argTypes,
  args: {
    name: 'Starter',
    description: 'Perfect for small local businesses getting started with SEO.',
    features: starterFeatures,
    price: { amount: 997, periodText: '/month' },
    ctaLabel: 'Get Started',
    onSelect: fn(),
  },
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
  args: {
    price: {
      amount: 847,
      strikeThrough: 997,
      periodText: '/month (billed annually)',
      discountLabel: '15% off',
    },
  },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['$847']);
    const struck = canvas.getByText('$997');
    await expect(struck.tagName).toBe('S');
    await expectVisibleTexts(canvas, ['15% off', '/month (billed annually)']);
  },
});

export const Popular = meta.story({
  args: {
    name: 'Professional',
    description: 'For growing businesses ready to lead their market.',
    features: professionalFeatures,
    price: { amount: 1997, periodText: '/month' },
    popular: true,
  },
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, ['Most Popular', '$1,997']);
    await pressCalls(canvas, 'Get Started: Professional', args.onSelect, 'Professional');
  },
});

export const ByQuote = meta.story({
  name: 'By quote',
  args: {
    name: 'Custom Enterprise',
    description: 'Tailored strategies for large organisations and multi-location brands.',
    features: [
      'Unlimited keywords',
      'Custom reporting cadence',
      'Multi-location and national campaigns',
      'Dedicated strategy team',
    ],
    price: { amount: null },
    ctaLabel: 'Contact Sales',
  },
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
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Contact Sales: Custom Enterprise',
    });
    await expect(link).toHaveAttribute('href', '/contact');
  },
});

export const CurrentPlan = meta.story({
  name: 'Current plan',
  args: {
    name: 'Professional',
    description: 'For growing businesses ready to lead their market.',
    features: professionalFeatures,
    price: { amount: 1997, periodText: '/month' },
    status: 'current',
  },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Current']);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const Upgrade = meta.story({
  args: {
    name: 'Enterprise',
    description: 'For established brands competing across Canada.',
    features: ['50+ keywords', '8 blog posts a month', '15 backlinks a month', 'Dedicated manager'],
    price: { amount: 3997, periodText: '/month' },
    status: 'upgrade',
  },
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
    price: {
      amount: 3397,
      strikeThrough: 3997,
      periodText: '/month (billed annually)',
      discountLabel: '15% off',
    },
    popular: true,
    ctaLabel: 'Start your enterprise growth plan today',
  },
});

export const FrenchCopy = meta.story({
  name: 'French copy',
  args: {
    name: 'Professionnel',
    description: 'Pour les entreprises en croissance prêtes à dominer leur marché.',
    features: [
      '15 mots-clés ciblés',
      'Rapports aux deux semaines',
      '4 articles de blogue par mois',
      '5 liens retour de qualité par mois',
    ],
    price: {
      amount: 1697,
      strikeThrough: 1997,
      periodText: '/mois (facturé annuellement)',
      discountLabel: '15 % de rabais',
    },
    popular: true,
    ctaLabel: 'Commencer',
    locale: 'fr-CA',
    lang: 'fr-CA',
    labels: {
      popular: 'Le plus populaire',
      regularPrice: 'Prix régulier :',
      price: 'Prix :',
    },
  },
});

export const PricingGrid = meta.story({
  name: 'Pricing grid',
  parameters: { layout: 'fullscreen' },
  decorators: [framed({ padding: 16, paddingTop: 32 })],
  render: (args) => (
    <Grid
      columns={{ mobile: 1, tablet: 2, desktop: 4 }}
      space="lg"
      as="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      <li>
        <PlanCard {...args} />
      </li>
      <li>
        <PlanCard {...args} {...Popular.input.args} />
      </li>
      <li>
        <PlanCard
          {...args}
          name="Enterprise"
          description="For established brands competing across Canada."
          features={[
            '50+ keywords',
            '8 blog posts a month',
            '15 backlinks a month',
            'Dedicated manager',
            '24/7 support',
          ]}
          price={{ amount: 3997, periodText: '/month' }}
        />
      </li>
      <li>
        <PlanCard {...args} {...ByQuote.input.args} />
      </li>
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getAllByText('Most Popular')).toHaveLength(1);
  },
});

/** The annual prices of the four plans, as flows' priceView gives them (15% off, rounded). */
const annual = (monthly: number) => ({
  amount: Math.round(monthly * 0.85),
  strikeThrough: monthly,
  periodText: '/month (billed annually)',
  discountLabel: '15% off',
});

export const PhoneWidth = meta.story({
  name: 'Phone width (390 px)',
  parameters: { layout: 'fullscreen' },
  decorators: [framed({ width: 390, padding: 16, boxSizing: 'border-box' })],
  args: {
    ...Popular.input.args,
    price: annual(1997),
    priceNote: '$20,364 a year',
  },
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
  play: async ({ canvas }) => {
    await expectLink(canvas, 'Talk to us: Enterprise', '/contact?plan=enterprise#audit');
    await expect(canvas.getByRole('button', { name: 'Get Started: Enterprise' })).toBeVisible();
  },
});

export const AnnualGrid = meta.story({
  name: 'Annual grid',
  parameters: { layout: 'fullscreen' },
  decorators: [framed({ padding: 16, paddingTop: 32 })],
  render: (args) => (
    <Grid
      columns={{ mobile: 1, tablet: 2, desktop: 4 }}
      space="lg"
      as="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      <li>
        <PlanCard {...args} price={annual(997)} priceNote="$10,164 a year" />
      </li>
      <li>
        <PlanCard
          {...args}
          {...Popular.input.args}
          price={annual(1997)}
          priceNote="$20,364 a year"
        />
      </li>
      <li>
        <PlanCard
          {...args}
          {...TalkToUs.input.args}
          price={annual(3997)}
          priceNote="$40,764 a year"
        />
      </li>
      <li>
        <PlanCard {...args} {...ByQuote.input.args} href="/contact?plan=custom-enterprise#audit" />
      </li>
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('/month (billed annually)')).toHaveLength(3);
    await expectVisibleTexts(canvas, ['$10,164 a year', '$20,364 a year', '$40,764 a year']);
  },
});

export const CurrentPlanAnnual = meta.story({
  name: 'Current plan on annual',
  args: { ...CurrentPlan.input.args, price: annual(1997), priceNote: '$20,364 a year' },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Current', '$1,697', '$20,364 a year']);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Hover = meta.story({
  name: 'Hover on the action',
  args: Popular.input.args,
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Get Started: Professional' }));
  },
});

export const Focus = meta.story({
  name: 'Focus on the action',
  args: TalkToUs.input.args,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get Started: Enterprise' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Talk to us: Enterprise' })).toHaveFocus();
  },
});
