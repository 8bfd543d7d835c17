import { memo, useId } from 'react';
import { Stack } from '../../primitives/layout';
import { Badge } from '../../primitives/surface';
import { Heading, Text, VisuallyHidden } from '../../primitives/typography';
import { formatMoney } from '../../format/money';
import { Button } from '../Button/Button';
import { Glyph, IconItem } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import * as css from './PlanCard.css';
import {
  planCardDefaults as defaults,
  type PlanCardLabels,
  type PlanCardProps,
  type PlanPriceView,
} from './PlanCard.props';
import { billingToggleHooks } from '../BillingToggle/BillingToggle.props';
import { useLocale, useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { HeadingLevel } from '../../primitives/typography';

/** The English pack's texts (`enCA.PlanCard`), for apps that build on them. */
export const defaultPlanCardLabels: PlanCardLabels = english.PlanCard;

/**
 * A plan on offer or held. On /pricing the billing period changes only the price: the card's
 * head, features and actions are memoised parts that take primitives (and the caller's
 * `onSelect`), so a period switch re-renders the price block alone when `onSelect` keeps its
 * identity (planCardRenders.test.tsx).
 */
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
  formatPrice,
  annual,
  lang,
}: PlanCardProps) {
  const providerLocale = useLocale();
  const locale = localeProp ?? providerLocale;
  const priceText = (amount: number) =>
    formatPrice ? formatPrice(amount) : formatMoney(amount, currency, locale);
  const t = useUiTextsOr('PlanCard', english.PlanCard);
  const ctaLabel = ctaLabelProp ?? t.cta;
  const busyLabel = busyLabelProp ?? t.busy;
  const headingId = useId();
  const labels = { ...useUiTextsOr('PlanCard', english.PlanCard), ...labelOverrides };
  const actionLabel =
    status === 'upgrade' ? labels.upgrade : status === 'subscribe' ? labels.subscribe : ctaLabel;
  const emphasis = status === 'current' ? 'current' : popular ? 'popular' : 'regular';
  // A link on the pricing page; a dashboard variant (`status`) is always a button.
  const actionHref = status === undefined ? href : undefined;

  // The price shown first: the only one, or the monthly one on a card that carries both periods.
  const priceBlock = (
    <PriceBlock
      price={price}
      priceNote={priceNote}
      period={annual ? 'monthly' : undefined}
      labels={labels}
      priceText={priceText}
    />
  );

  return (
    <article
      className={`${css.card} ${css.emphasis[emphasis]}`}
      aria-labelledby={headingId}
      lang={lang}
    >
      <PlanHead
        name={name}
        description={description}
        headingId={headingId}
        headingLevel={headingLevel}
        popularLabel={popular ? labels.popular : null}
        currentLabel={status === 'current' ? labels.current : null}
      />
      {annual ? (
        // Both periods' blocks share one place (css.pricePeriods): a switch shows the other's
        // figures where these were and moves nothing below them.
        <div className={css.pricePeriods}>
          {priceBlock}
          <PriceBlock
            price={annual.price}
            priceNote={annual.priceNote}
            period="annual"
            labels={labels}
            priceText={priceText}
          />
        </div>
      ) : (
        priceBlock
      )}

      <PlanFeatures features={features} />
      {status !== 'current' && (
        <PlanActions
          name={name}
          actionLabel={actionLabel}
          actionName={labels.actionName(
            busy && actionHref === undefined ? busyLabel : actionLabel,
            name,
          )}
          variant={popular || status !== undefined ? 'primary' : 'secondary'}
          href={actionHref}
          onSelect={onSelect}
          busy={busy}
          busyLabel={busyLabel}
          disabled={disabled}
          secondaryLabel={status === undefined ? secondaryAction?.label : undefined}
          secondaryHref={status === undefined ? secondaryAction?.href : undefined}
          secondaryName={
            secondaryAction && status === undefined
              ? labels.actionName(secondaryAction.label, name)
              : undefined
          }
        />
      )}
    </article>
  );
}

interface PriceBlockProps {
  price: PlanPriceView;
  priceNote: string | null | undefined;
  /** The billing period it shows, on a card that prerenders both (`annual`); the annual one hidden. */
  period: 'monthly' | 'annual' | undefined;
  labels: PlanCardLabels;
  priceText: (amount: number) => string;
}

/** The figure, its period, the discount mark and the note under it. */
function PriceBlock({ price, priceNote, period, labels, priceText }: PriceBlockProps) {
  const hasDiscount = price.amount !== null && typeof price.strikeThrough === 'number';
  return (
    <div
      className={css.priceBlock}
      {...(period && { [billingToggleHooks.period]: period, hidden: period !== 'monthly' })}
    >
      {price.amount === null ? (
        <p className={css.priceLine}>
          <span className={css.quote}>{labels.quote}</span>
        </p>
      ) : (
        <p className={css.priceLine}>
          {hasDiscount && (
            <>
              <VisuallyHidden>{labels.regularPrice}</VisuallyHidden>
              <s className={css.struck}>{priceText(price.strikeThrough as number)}</s>
              <VisuallyHidden>{labels.price}</VisuallyHidden>
            </>
          )}
          <span className={css.amount}>{priceText(price.amount)}</span>
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
  );
}

interface PlanHeadProps {
  name: string;
  description: string | undefined;
  headingId: string;
  headingLevel: HeadingLevel;
  /** The badges' texts, null for a badge not shown. */
  popularLabel: string | null;
  currentLabel: string | null;
}

const PlanHead = memo(function PlanHead({
  name,
  description,
  headingId,
  headingLevel,
  popularLabel,
  currentLabel,
}: PlanHeadProps) {
  return (
    <>
      {(popularLabel !== null || currentLabel !== null) && (
        <div className={css.badgeRow}>
          {popularLabel !== null && (
            <Badge tone="primary">
              <Glyph d={glyph.star} size={14} />
              {popularLabel}
            </Badge>
          )}
          {currentLabel !== null && <Badge tone="success">{currentLabel}</Badge>}
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
    </>
  );
});

const checkMark = (
  <span className={css.featureIcon}>
    <Glyph d={glyph.check} size={18} />
  </span>
);

const PlanFeatures = memo(function PlanFeatures({ features }: { features: readonly string[] }) {
  return (
    <Stack as="ul" space="sm" className={css.features}>
      {features.map((feature) => (
        <IconItem key={feature} className={css.feature} icon={checkMark}>
          {feature}
        </IconItem>
      ))}
    </Stack>
  );
});

interface PlanActionsProps {
  name: string;
  actionLabel: string;
  /** The action's accessible name (labels.actionName). */
  actionName: string;
  variant: 'primary' | 'secondary';
  /** The action as a link; otherwise a button calling `onSelect`. */
  href: string | undefined;
  onSelect: ((planName: string) => void) | undefined;
  busy: boolean;
  busyLabel: string;
  disabled: boolean;
  secondaryLabel: string | undefined;
  secondaryHref: string | undefined;
  secondaryName: string | undefined;
}

const PlanActions = memo(function PlanActions({
  name,
  actionLabel,
  actionName,
  variant,
  href,
  onSelect,
  busy,
  busyLabel,
  disabled,
  secondaryLabel,
  secondaryHref,
  secondaryName,
}: PlanActionsProps) {
  return (
    <div className={css.footer}>
      {href !== undefined ? (
        <Button href={href} variant={variant} fullWidth aria-label={actionName}>
          {actionLabel}
        </Button>
      ) : (
        <Button
          variant={variant}
          fullWidth
          busy={busy}
          busyLabel={busyLabel}
          disabled={disabled}
          aria-label={actionName}
          onClick={() => onSelect?.(name)}
        >
          {actionLabel}
        </Button>
      )}
      {secondaryLabel !== undefined && secondaryHref !== undefined && (
        <Button href={secondaryHref} variant="ghost" fullWidth aria-label={secondaryName}>
          {secondaryLabel}
        </Button>
      )}
    </div>
  );
});
