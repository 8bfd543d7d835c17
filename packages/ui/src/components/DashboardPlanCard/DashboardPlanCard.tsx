import type { HeadingLevel } from '../../primitives/typography';
import { PlanCard, type PlanCardLabels, type PlanCardStatus } from '../PlanCard/PlanCard';

export type DashboardPlanAction = PlanCardStatus;

export interface DashboardPlanCardProps {
  name: string;
  /** Dollars per month. */
  price: number;
  periodText?: string;
  features: readonly string[];
  /** 'current' shows the 'Current' badge and no button; else 'Upgrade' or 'Subscribe'. */
  action: DashboardPlanAction;
  /** Called with the plan name. */
  onAction?: (planName: string) => void;
  /** A checkout is starting for this plan. */
  busy?: boolean;
  busyLabel?: string;
  /** Another plan's checkout is starting. */
  disabled?: boolean;
  headingLevel?: HeadingLevel;
  labels?: Partial<Pick<PlanCardLabels, 'current' | 'upgrade' | 'subscribe'>>;
  locale?: string;
  lang?: string;
}

/** A plan on the dashboard: the pricing card in its account variant. */
export function DashboardPlanCard({
  price,
  periodText = '/month',
  action,
  onAction,
  ...rest
}: DashboardPlanCardProps) {
  return (
    <PlanCard {...rest} price={{ amount: price, periodText }} status={action} onSelect={onAction} />
  );
}
