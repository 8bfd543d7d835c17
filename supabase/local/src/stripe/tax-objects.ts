// The tax objects the emulator keeps and returns, as Stripe shapes them: in a module of their own
// so the store that holds them and the tax rules that compute them import them both ways round.

export type TaxType = 'gst' | 'hst' | 'qst';

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

/** A tax rate Stripe Tax created for a jurisdiction (`Stripe.TaxRate`, kept by the emulator). */
export interface TaxRate {
  id: string;
  object: 'tax_rate';
  created: number;
  country: string;
  state: string;
  display_name: string;
  jurisdiction: string;
  percentage: number;
  tax_type: TaxType;
  livemode: false;
}

/** One tax on an amount, as the invoice line and the session breakdown carry it. */
export interface TaxAmount {
  amount: number;
  tax_rate: string;
  taxable_amount: number;
  taxability_reason: 'standard_rated' | 'not_collecting';
}

/** A business number Checkout's tax ID field accepts, with the type Stripe gives it. */
export interface CustomerTaxId {
  type: 'ca_bn' | 'ca_gst_hst' | 'ca_qst';
  value: string;
}
