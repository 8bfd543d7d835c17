import { useId } from 'react';
import { Stack } from '../../primitives/layout';
import { Badge } from '../../primitives/surface';
import { Heading, Text, VisuallyHidden, type HeadingLevel } from '../../primitives/typography';
import { formatMoney } from '../../format/money';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as css from './PlanCard.css';
import { enCA } from '../../i18n/en-CA';
import { useLocale, useUiTexts } from '../../i18n/context';

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

/** The English pack's texts (`enCA.PlanCard`), for apps that build on them. */
export const defaultPlanCardLabels: PlanCardLabels = enCA.PlanCard;

export interface PlanCardProps {
  name: string;
  description?: string;
  features: readonly string[];
  price: PlanPriceView;
  popular?: boolean;
  /** The call to action on the pricing page, e.g. 'Get Started' or 'Contact Sales'. */
  ctaLabel?: string;
  /** Called with the plan name when the action is pressed. */
  onSelect?: (planName: string) => void;
  /** Renders the action as a link instead (e.g. '/contact' for a plan sold by quote). */
  href?: string;
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
  lang?: string;
}

export function PlanCard({
  name,
  description,
  features,
  price,
  popular = false,
  ctaLabel: ctaLabelProp,
  onSelect,
  href,
  status,
  busy = false,
  busyLabel: busyLabelProp,
  disabled = false,
  headingLevel = 3,
  labels: labelOverrides,
  locale: localeProp,
  currency = 'CAD',
  lang,
}: PlanCardProps) {
  const providerLocale = useLocale();
  const locale = localeProp ?? providerLocale;
  const t = useUiTexts('PlanCard');
  const ctaLabel = ctaLabelProp ?? t.cta;
  const busyLabel = busyLabelProp ?? t.busy;
  const headingId = useId();
  const labels = { ...useUiTexts('PlanCard'), ...labelOverrides };
  const actionLabel =
    status === 'upgrade' ? labels.upgrade : status === 'subscribe' ? labels.subscribe : ctaLabel;
  const hasDiscount = price.amount !== null && typeof price.strikeThrough === 'number';
  const emphasis = status === 'current' ? 'current' : popular ? 'popular' : 'regular';
  const showBadges = popular || status === 'current';

  return (
    <article
      className={`${css.card} ${css.emphasis[emphasis]}`}
      aria-labelledby={headingId}
      lang={lang}
    >
      {showBadges && (
        <div className={css.badgeRow}>
          {popular && (
            <Badge tone="primary">
              <Icon name="star" size={14} />
              {labels.popular}
            </Badge>
          )}
          {status === 'current' && <Badge tone="success">{labels.current}</Badge>}
        </div>
      )}
      <div className={css.header}>
        <Heading level={headingLevel} size="3" id={headingId}>
          {name}
        </Heading>
        {description && (
          <Text size="sm" tone="muted">
            {description}
          </Text>
        )}
      </div>

      <div className={css.priceBlock}>
        {price.amount === null ? (
          <p className={css.priceLine}>
            <span className={css.quote}>{labels.quote}</span>
          </p>
        ) : (
          <p className={css.priceLine}>
            {hasDiscount && (
              <>
                <VisuallyHidden>{labels.regularPrice}</VisuallyHidden>
                <s className={css.struck}>
                  {formatMoney(price.strikeThrough as number, currency, locale)}
                </s>
                <VisuallyHidden>{labels.price}</VisuallyHidden>
              </>
            )}
            <span className={css.amount}>{formatMoney(price.amount, currency, locale)}</span>
            {price.periodText && <span className={css.period}>{price.periodText}</span>}
          </p>
        )}
        {price.amount !== null && price.discountLabel && (
          <div>
            <Badge tone="success">{price.discountLabel}</Badge>
          </div>
        )}
      </div>

      <Stack as="ul" space="sm" className={css.features}>
        {features.map((feature) => (
          <li key={feature} className={css.feature}>
            <span className={css.featureIcon}>
              <Icon name="check" size={18} />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </Stack>

      {status !== 'current' && (
        <div className={css.footer}>
          {href !== undefined && status === undefined ? (
            <Button
              href={href}
              variant={popular ? 'primary' : 'secondary'}
              fullWidth
              aria-label={labels.actionName(actionLabel, name)}
            >
              {actionLabel}
            </Button>
          ) : (
            <Button
              variant={popular || status !== undefined ? 'primary' : 'secondary'}
              fullWidth
              busy={busy}
              busyLabel={busyLabel}
              disabled={disabled}
              aria-label={labels.actionName(busy ? busyLabel : actionLabel, name)}
              onClick={() => onSelect?.(name)}
            >
              {actionLabel}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
