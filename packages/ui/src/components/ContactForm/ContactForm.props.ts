// ContactForm's texts as a type of their own, apart from the component: the ui's locale packs
// (i18n/types.ts) read it, and the component reads the packs, so neither imports the other.

export interface ContactFormLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  city: string;
  cityPlaceholder: string;
  budget: string;
  budgetPlaceholder: string;
  message: string;
  messagePlaceholder: string;
  /** Explains the star next to required labels. */
  requiredHint: string;
  submit: string;
  sending: string;
  /** The plan a visitor came to ask about (`selectedPlan`), e.g. 'Plan: Enterprise'. */
  selectedPlan: (plan: string) => string;
}
