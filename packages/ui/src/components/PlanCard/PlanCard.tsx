import { useId } from 'react';
import { Stack } from '../../primitives/layout';
import { Badge } from '../../primitives/surface';
import { Heading, Text, VisuallyHidden } from '../../primitives/typography';
import { formatMoney } from '../../format/money';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as css from './PlanCard.css';
import {
  planCardDefaults as defaults,
  type PlanCardLabels,
  type PlanCardProps,
} from './PlanCard.props';
import { enCA } from '../../i18n/en-CA';
import { useLocale, useUiTexts } from '../../i18n/context';

/** The English pack's texts (`enCA.PlanCard`), for apps that build on them. */
export const defaultPlanCardLabels: PlanCardLabels = enCA.PlanCard;

export function PlanCard({
  name,
  description,
  features,
  price,
  priceNote,
  popular = defaults.popular,
  ctaLabel: ctaLabelProp,
  onSelect,
  href,
  secondaryAction,
  status,
  busy = defaults.busy,
  busyLabel: busyLabelProp,
  disabled = defaults.disabled,
  headingLevel = defaults.headingLevel,
  labels: labelOverrides,
  locale: localeProp,
  currency = defaults.currency,
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
        {price.amount !== null && priceNote && (
          <Text size="sm" tone="muted">
            {priceNote}
          </Text>
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
          {secondaryAction && status === undefined && (
            <Button
              href={secondaryAction.href}
              variant="ghost"
              fullWidth
              aria-label={labels.actionName(secondaryAction.label, name)}
            >
              {secondaryAction.label}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
