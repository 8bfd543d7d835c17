export {
  AuthCard,
  defaultAuthCardLabels,
  emptyAuthCardValues,
  type AuthCardProps,
  type AuthCardMode,
  type AuthCardField,
  type AuthCardValues,
  type AuthCardLabels,
  type AuthCardMessage,
} from './AuthCard';
