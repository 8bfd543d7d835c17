import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { priceView, type BillingPeriod } from '@northbeam/flows';
import { Grid, LocaleProvider, PlanCard, enCA, frCA, formatMoney } from '@northbeam/ui';
import * as en from '../../site/app/content/plans';
import * as fr from '../../site/app/content/fr/plans';

// PlanCard with the site's own plans (site/app/content/plans.ts and its French twin), not balanced
// copy: the live page's feature lengths and prices decide where the prices and buttons line up.

type Lang = 'en-CA' | 'fr-CA';

function SitePlanGrid({ lang, period }: { lang: Lang; period: BillingPeriod }) {
  const { plans, pricingTexts, planPriceTexts } = lang === 'fr-CA' ? fr : en;
  return (
    <LocaleProvider locale={lang} texts={lang === 'fr-CA' ? frCA : enCA}>
      <Grid
        columns={{ mobile: 1, tablet: 2, desktop: 4 }}
        space="lg"
        as="ul"
        lang={lang}
        style={{ listStyle: 'none', margin: 0, padding: 16 }}
      >
        {plans.map((plan) => {
          const price = priceView(plan, period, { texts: pricingTexts, locale: lang });
          const talk = plan.key === 'enterprise' || plan.key === 'custom-enterprise';
          const href = `/contact?plan=${plan.key}#audit`;
          return (
            <li key={plan.name}>
              <PlanCard
                name={plan.name}
                description={plan.description}
                features={plan.features}
                price={price}
                priceNote={
                  period === 'annual' && price.amount !== null
                    ? planPriceTexts.yearTotal(formatMoney(price.amount * 12, 'CAD', lang))
                    : null
                }
                popular={plan.popular}
                ctaLabel={plan.cta}
                headingLevel={3}
                {...(plan.monthlyPrice === null
                  ? { href }
                  : {
                      onSelect: () => {},
                      secondaryAction: talk ? { label: planPriceTexts.talk, href } : null,
                    })}
              />
            </li>
          );
        })}
      </Grid>
    </LocaleProvider>
  );
}

const meta = preview.meta({
  title: 'Pricing/Site plans',
  component: SitePlanGrid,
  parameters: { layout: 'fullscreen' },
  args: { lang: 'en-CA' as const, period: 'annual' as const },
});

export const AnnualEnglish = meta.story({
  name: 'Annual (English)',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('$20,364 a year')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Talk to us: Enterprise' })).toBeVisible();
  },
});

export const AnnualFrench = meta.story({
  name: 'Annual (French)',
  args: { lang: 'fr-CA' },
  play: async ({ canvas }) => {
    // Testing Library collapses every white space of the page's text, no-break ones included.
    await expect(canvas.getByText('20 364 $ par année')).toBeVisible();
  },
});

export const MonthlyPhone = meta.story({
  name: 'Monthly at phone width',
  args: { period: 'monthly' },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,997')).toBeVisible();
  },
});
