// AddonCard's texts as a type of their own, apart from the component: the ui's locale packs
// (i18n/types.ts) read it, and the component reads the packs, so neither imports the other.

export interface AddonCardLabels {
  active: string;
  add: string;
  adding: string;
  /** The button's accessible name: 'Add: E-commerce SEO', not five 'Add' (WCAG 2.4.6). */
  actionName: (action: string, addon: string) => string;
}
