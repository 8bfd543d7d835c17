/**
 * Account components that exist in packages/ui but are not in its src/index.ts yet. Once the ui
 * index exports them, import from '@northbeam/ui' and delete this file.
 */
export * from '../../../packages/ui/src/components/AuthCard';
export * from '../../../packages/ui/src/components/SubscriptionCard';
export * from '../../../packages/ui/src/components/DashboardPlanCard';
export * from '../../../packages/ui/src/components/AddonCard';
export * from '../../../packages/ui/src/components/QuickActions';
