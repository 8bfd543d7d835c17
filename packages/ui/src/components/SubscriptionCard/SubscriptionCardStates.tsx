import { Badge } from '../../primitives/surface';
import { Text } from '../../primitives/typography';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import * as css from './SubscriptionCard.css';
import type { SubscriptionCardLabels } from './SubscriptionCard';

/** The states in which the customer holds no live plan but Stripe still has one to tell about. */
export type LapsedStatus =
  'pastDue' | 'unpaid' | 'paused' | 'incomplete' | 'incompleteExpired' | 'canceled';

export const LAPSED: readonly string[] = [
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
export function LapsedBody({
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
      <div className={css.actions}>
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
        <Button variant="secondary" href={contactHref}>
          {labels.contactSupport}
        </Button>
      </div>
    </>
  );
}
