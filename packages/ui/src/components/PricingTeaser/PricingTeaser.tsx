import { useId } from 'react';
import { formatMoney } from '../../format/money';
import { Link } from '../../link/Link';
import { Grid, Stack } from '../../primitives/layout';
import { SectionIntro } from '../../primitives/SectionIntro';
import { Button } from '../Button/Button';
import { Glyph, IconItem } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './PricingTeaser.css';
import { useLocale, useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';

export interface TeaserPlan {
  name: string;
  /** Whole CAD per period. */
  price: number;
  period?: string;
  features: string[];
  popular?: boolean;
  href: string;
  ctaLabel?: string;
}

export interface PricingTeaserProps {
  title: string;
  intro?: string;
  plans: TeaserPlan[];
  headingLevel?: 2 | 3;
  viewAllLabel?: string;
  viewAllHref?: string;
  popularLabel?: string;
  ctaLabel?: string;
  period?: string;
  /** Locale for the price figures, e.g. 'fr-CA' gives '1 997 $'. */
  locale?: string;
  /** ISO 4217 code of the prices, e.g. 'EUR' for an agency billing in euros. */
  currency?: string;
  lang?: string;
}

const checkMark = (
  <span className={css.check}>
    <Glyph d={glyph.check} size={18} />
  </span>
);

export function PricingTeaser({
  title,
  intro,
  plans,
  headingLevel = 2,
  viewAllLabel: viewAllLabelProp,
  viewAllHref = '/pricing',
  popularLabel: popularLabelProp,
  ctaLabel: ctaLabelProp,
  period: periodProp,
  locale: localeProp,
  currency = 'CAD',
  lang,
}: PricingTeaserProps) {
  const providerLocale = useLocale();
  const locale = localeProp ?? providerLocale;
  const t = useUiTextsOr('PricingTeaser', english.PricingTeaser);
  const viewAllLabel = viewAllLabelProp ?? t.viewAll;
  const popularLabel = popularLabelProp ?? t.popular;
  const ctaLabel = ctaLabelProp ?? t.cta;
  const period = periodProp ?? t.period;
  const titleId = useId();
  const PlanTag = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby={titleId} lang={lang}>
      <SectionIntro
        heading={title}
        intro={intro}
        headingLevel={headingLevel}
        headingId={titleId}
        align="center"
      />
      <Stack space="xl">
        <Grid as="ul" columns={[1, null, 3]}>
          {plans.map((plan) => (
            <li key={plan.name}>
              <article
                aria-labelledby={`${titleId}-${plan.name}`}
                className={[css.plan, plan.popular && css.popular].filter(Boolean).join(' ')}
              >
                {plan.popular && <p className={css.badge}>{popularLabel}</p>}
                <PlanTag id={`${titleId}-${plan.name}`} className={css.planName}>
                  {plan.name}
                </PlanTag>
                <p className={css.price}>
                  <span className={css.amount}>{formatMoney(plan.price, currency, locale)}</span>
                  <span className={css.period}>{plan.period ?? period}</span>
                </p>
                <Grid as="ul" columns={1} space="sm" className={css.features}>
                  {plan.features.map((feature) => (
                    <IconItem key={feature} className={css.feature} icon={checkMark}>
                      {feature}
                    </IconItem>
                  ))}
                </Grid>
                <Button
                  href={plan.href}
                  variant={plan.popular ? 'primary' : 'secondary'}
                  fullWidth
                  aria-label={t.actionName(plan.ctaLabel ?? ctaLabel, plan.name)}
                >
                  {plan.ctaLabel ?? ctaLabel}
                </Button>
              </article>
            </li>
          ))}
        </Grid>
        <div className={css.footer}>
          <Link href={viewAllHref}>{viewAllLabel}</Link>
        </div>
      </Stack>
    </section>
  );
}
