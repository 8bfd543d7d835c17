export { PlanCard, defaultPlanCardLabels } from './PlanCard';
export {
  planCardDefaults,
  planCardPropDefs,
  type PlanCardLink,
  type PlanCardProps,
  type PlanCardStatus,
  type PlanCardLabels,
  type PlanPriceView,
  type PropDef,
} from './PlanCard.props';
