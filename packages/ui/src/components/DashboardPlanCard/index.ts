export {
  DashboardPlanCard,
  type DashboardPlanCardProps,
  type DashboardPlanAction,
} from './DashboardPlanCard';
