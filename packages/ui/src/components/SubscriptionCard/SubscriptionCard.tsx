import { useId, type PropsWithChildren } from 'react';
import { Stack } from '../../primitives/layout';
import { Badge } from '../../primitives/surface';
import { Heading, Text } from '../../primitives/typography';
import { Button } from '../Button/Button';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { Notice } from '../Notice/Notice';
import { formatEndDate } from './formatEndDate';
import * as css from './SubscriptionCard.css';
import { useLocale, useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import {
  subscriptionCardDefaults as defaults,
  type LapsedStatus,
  type SubscriptionCardLabels,
  type SubscriptionCardProps,
} from './SubscriptionCard.props';
export type {
  SubscriptionCardInterval,
  SubscriptionCardLabels,
  SubscriptionCardProps,
  SubscriptionCardScheduledChange,
  SubscriptionCardStatus,
} from './SubscriptionCard.props';

/** The English pack's texts (`enCA.SubscriptionCard`), for apps that build on them. */
export const defaultSubscriptionCardLabels: SubscriptionCardLabels = english.SubscriptionCard;

/** The dashboard's 'Current Subscription' card. */
export function SubscriptionCard({
  status,
  tier,
  endDate,
  interval,
  scheduledChange,
  onRefresh,
  refreshing = defaults.refreshing,
  onSubscribe,
  subscribing = defaults.subscribing,
  onManage,
  managing = defaults.managing,
  contactHref = defaults.contactHref,
  headingLevel = defaults.headingLevel,
  labels: labelOverrides,
  locale: localeProp,
  lang,
}: SubscriptionCardProps) {
  const providerLocale = useLocale();
  const locale = localeProp ?? providerLocale;
  const headingId = useId();
  const labels = {
    ...useUiTextsOr('SubscriptionCard', english.SubscriptionCard),
    ...labelOverrides,
  };
  const busy = status === 'loading' || refreshing;
  // Every date on the card reads alike, through the one formatter.
  const date = (value: string) => formatEndDate(value, locale, labels.notAvailable);
  // The spec's 'Active until' for a plan that renews; a trial and a plan that ends say so.
  const liveLine =
    status === 'trialing'
      ? labels.trialEnds
      : status === 'ending'
        ? labels.endsOn
        : labels.activeUntil;

  return (
    <section className={css.card} aria-labelledby={headingId} lang={lang}>
      <div className={css.header}>
        <div className={css.titleRow}>
          <Glyph d={glyph.creditCard} size={24} />
          <Heading level={headingLevel} size="3" id={headingId}>
            {labels.title}
          </Heading>
        </div>
        {onRefresh && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onRefresh}
            busy={refreshing}
            busyLabel={labels.refreshing}
            disabled={status === 'loading'}
          >
            <Glyph d={glyph.refresh} size={16} />
            {labels.refresh}
          </Button>
        )}
      </div>

      <Stack space="md" alignItems="flex-start" aria-busy={busy || undefined} aria-live="polite">
        {status === 'loading' && (
          <>
            <Text tone="muted">{labels.loading}</Text>
            <span className={`${css.skeleton} ${css.skeletonWide}`} aria-hidden="true" />
            <span className={`${css.skeleton} ${css.skeletonNarrow}`} aria-hidden="true" />
            <span className={`${css.skeleton} ${css.skeletonButton}`} aria-hidden="true" />
          </>
        )}

        {status === 'notSubscribed' && (
          <>
            <Text tone="muted">{labels.notSubscribed}</Text>
            {onSubscribe && (
              <Button onClick={onSubscribe} busy={subscribing} busyLabel={labels.busy}>
                {labels.subscribeNow}
              </Button>
            )}
          </>
        )}

        {(status === 'subscribed' || status === 'trialing' || status === 'ending') && (
          <>
            {tier && <Badge tone="primary">{labels.tierBadge(tier)}</Badge>}
            <Text>{liveLine(formatEndDate(endDate, locale, labels.notAvailable))}</Text>
            {status === 'ending' && (
              <Text size="sm" tone="muted">
                {labels.endingNote}
              </Text>
            )}
            {interval && status !== 'ending' && (
              <Text size="sm" tone="muted">
                {/* A trial's end is its first charge, not a renewal. */}
                {labels.renewal(
                  interval,
                  endDate && status === 'subscribed' ? date(endDate) : null,
                )}
              </Text>
            )}
            {scheduledChange && (
              <Text size="sm">
                {labels.planChange(
                  scheduledChange.tier,
                  scheduledChange.interval,
                  date(scheduledChange.date),
                )}
              </Text>
            )}
            <Actions contactHref={contactHref} labels={labels}>
              {onManage && (
                <Button onClick={onManage} busy={managing} busyLabel={labels.busy}>
                  {labels.manage}
                </Button>
              )}
            </Actions>
          </>
        )}

        {LAPSED.includes(status) && (
          <LapsedBody
            status={status as LapsedStatus}
            tier={tier}
            labels={labels}
            onSubscribe={onSubscribe}
            subscribing={subscribing}
            onManage={onManage}
            managing={managing}
            contactHref={contactHref}
          />
        )}
      </Stack>
    </section>
  );
}

type ActionsProps = Pick<LapsedBodyProps, 'contactHref' | 'labels'>;

/** The card's buttons: the state's own action first, then Contact Support, which every state offers. */
function Actions({ contactHref, labels, children }: PropsWithChildren<ActionsProps>) {
  return (
    <div className={css.actions}>
      {children}
      <Button variant="secondary" href={contactHref}>
        {labels.contactSupport}
      </Button>
    </div>
  );
}

// The lapsed states' body (each state Stripe can leave a plan in without a live plan).
const LAPSED: readonly string[] = [
  'pastDue',
  'unpaid',
  'paused',
  'incomplete',
  'incompleteExpired',
  'canceled',
] satisfies readonly LapsedStatus[];

interface LapsedBodyProps {
  status: LapsedStatus;
  tier: string | null | undefined;
  labels: SubscriptionCardLabels;
  onSubscribe: (() => void) | undefined;
  subscribing: boolean;
  onManage: (() => void) | undefined;
  managing: boolean;
  contactHref: string;
}

/**
 * A failed payment is an error to fix in the billing portal (the portal holds the card); a
 * checkout whose first payment did not finish is started again; an ended plan is bought again.
 * The card's body is a polite live region already, so the notices carry no role of their own.
 */
function LapsedBody({
  status,
  tier,
  labels,
  onSubscribe,
  subscribing,
  onManage,
  managing,
  contactHref,
}: LapsedBodyProps) {
  const paymentFailed = status === 'pastDue' || status === 'unpaid' || status === 'paused';
  const checkoutUnfinished = status === 'incomplete' || status === 'incompleteExpired';
  const notices: Partial<Record<LapsedStatus, [string, string]>> = {
    pastDue: [labels.pastDueTitle, labels.pastDue],
    unpaid: [labels.unpaidTitle, labels.unpaid],
    paused: [labels.pausedTitle, labels.paused],
    incomplete: [labels.incompleteTitle, labels.incomplete],
    incompleteExpired: [labels.incompleteExpiredTitle, labels.incompleteExpired],
  };
  const notice = notices[status];
  // A badge says the plan is still the customer's; an ended one is not.
  const ended = status === 'canceled' || status === 'incompleteExpired';
  return (
    <>
      {tier && !ended && (
        <Badge tone={paymentFailed ? 'critical' : 'neutral'}>{labels.tierBadge(tier)}</Badge>
      )}
      {notice && (
        <Notice
          tone={paymentFailed ? 'destructive' : 'default'}
          title={notice[0]}
          description={notice[1]}
          live={false}
        />
      )}
      {status === 'canceled' && (
        <>
          <Text>{labels.canceled}</Text>
          <Text tone="muted">{labels.notSubscribed}</Text>
        </>
      )}
      <Actions contactHref={contactHref} labels={labels}>
        {paymentFailed && onManage && (
          <Button onClick={onManage} busy={managing} busyLabel={labels.busy}>
            {labels.fixPayment}
          </Button>
        )}
        {!paymentFailed && onSubscribe && (
          <Button onClick={onSubscribe} busy={subscribing} busyLabel={labels.busy}>
            {checkoutUnfinished ? labels.restartCheckout : labels.subscribeNow}
          </Button>
        )}
      </Actions>
    </>
  );
}
