export {
  PlanCard,
  defaultPlanCardLabels,
  type PlanCardProps,
  type PlanCardStatus,
  type PlanCardLabels,
  type PlanPriceView,
} from './PlanCard';
