export {
  SubscriptionCard,
  defaultSubscriptionCardLabels,
  type SubscriptionCardProps,
  type SubscriptionCardStatus,
  type SubscriptionCardInterval,
  type SubscriptionCardScheduledChange,
  type SubscriptionCardLabels,
} from './SubscriptionCard';
export { formatEndDate } from './formatEndDate';
