export {
  BillingToggle,
  defaultBillingToggleLabels,
  type BillingToggleProps,
  type BillingToggleLabels,
  type BillingPeriodValue,
} from './BillingToggle';
