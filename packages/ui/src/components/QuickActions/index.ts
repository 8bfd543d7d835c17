export {
  QuickActions,
  defaultQuickActionsLabels,
  type QuickActionsProps,
  type QuickActionsLabels,
} from './QuickActions';
