/** The dashboard's invoice list (the French twin, content/fr/invoices.ts, has the same shape). */
export interface InvoicesText {
  heading: string;
  loading: string;
  none: string;
  failed: string;
  caption: string;
  columns: {
    date: string;
    plan: string;
    subtotal: string;
    taxes: string;
    total: string;
    status: string;
  };
  annual: string;
  status: Record<string, string>;
  view: (number: string) => string;
  pdf: (number: string) => string;
  /** The seller's numbers, as on every invoice. */
  registration: (gstHst: string, qst: string) => string;
}

export const invoicesText: InvoicesText = {
  heading: 'Invoices',
  loading: 'Loading your invoices…',
  none: 'No invoices yet: your first one appears here once you subscribe.',
  failed: 'Your invoices could not be loaded. Please refresh the page to try again.',
  caption: 'Your invoices, newest first',
  columns: {
    date: 'Date',
    plan: 'Plan',
    subtotal: 'Subtotal',
    taxes: 'Taxes',
    total: 'Total',
    status: 'Status',
  },
  annual: 'billed annually',
  status: { paid: 'Paid', open: 'Due', uncollectible: 'Uncollectible', void: 'Void' },
  view: (number) => `View invoice ${number}`,
  pdf: (number) => `PDF of invoice ${number}`,
  registration: (gstHst, qst) => `GST/HST registration ${gstHst} · QST registration ${qst}`,
};
