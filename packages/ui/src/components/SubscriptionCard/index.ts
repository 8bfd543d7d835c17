export {
  SubscriptionCard,
  defaultSubscriptionCardLabels,
  type SubscriptionCardProps,
  type SubscriptionCardStatus,
  type SubscriptionCardLabels,
} from './SubscriptionCard';
export { formatEndDate } from './formatEndDate';
