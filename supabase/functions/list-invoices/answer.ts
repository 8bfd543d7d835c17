// list-invoices' answer, one row an invoice; the dashboard's invoice list reads the same type.

export interface InvoiceTax {
  /** Stripe Tax's name for it: 'GST', 'HST', 'QST'. */
  name: string;
  percentage: number;
  amount: number;
}

export interface InvoiceRow {
  id: string;
  number: string | null;
  /** When it was issued, ISO 8601. */
  date: string;
  status: string | null;
  /** 'Professional Plan', an add-on's name, or null for a price this product does not sell. */
  plan: string | null;
  interval: 'month' | 'year' | null;
  currency: string;
  /** Cents, before tax. */
  subtotal: number;
  taxes: InvoiceTax[];
  total: number;
  hostedUrl: string | null;
  pdfUrl: string | null;
}
