// QuickActions's texts as a type of their own, apart from the component: the ui's locale packs
// (i18n/types.ts) read it, and the component reads the packs, so neither imports the other.

export interface QuickActionsLabels {
  title: string;
  contactSupport: string;
  viewPlans: string;
  refreshStatus: string;
  refreshing: string;
}
