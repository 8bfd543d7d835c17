import type { PageLanguage } from './locales.ts';
import type { AddressField, TaxType } from './tax.ts';

// The texts of the tax parts of the hosted pages (the checkout's billing address and business
// number, the tax lines of checkout and invoice), in English and in Quebec French.

const PROVINCES_EN: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const PROVINCES_FR: Record<string, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

interface TaxText {
  billingAddress: string;
  country: string;
  countries: Record<string, string>;
  line1: string;
  city: string;
  province: string;
  provinces: Record<string, string>;
  postalCode: string;
  taxId: string;
  taxIdHint: string;
  errors: Record<AddressField | 'taxId', string>;
  subtotal: string;
  tax: Record<TaxType, (percentage: string) => string>;
  noTax: string;
  taxLater: string;
  total: string;
  amountPaid: string;
  invoice: (number: string) => string;
  paidOn: (date: string) => string;
  billTo: string;
  customerTaxId: string;
  download: string;
  registration: { gstHst: string; qst: string };
}

export const TAX_TEXT: Record<PageLanguage, TaxText> = {
  en: {
    billingAddress: 'Billing address',
    country: 'Country',
    countries: { CA: 'Canada', US: 'United States', FR: 'France', GB: 'United Kingdom' },
    line1: 'Address',
    city: 'City',
    province: 'Province or territory',
    provinces: PROVINCES_EN,
    postalCode: 'Postal code',
    taxId: 'Business number (optional)',
    taxIdHint: 'BN (123456789), GST/HST (123456789RT0001) or QST (1234567890TQ0001).',
    errors: {
      country: 'Choose a country.',
      line1: 'Enter your address.',
      city: 'Enter your city.',
      state: 'Choose a Canadian province or territory.',
      postal_code: 'Enter a Canadian postal code, like H2X 1Y4.',
      taxId: 'This business number is not in a format we recognise.',
    },
    subtotal: 'Subtotal',
    tax: {
      gst: (p) => `GST (${p})`,
      hst: (p) => `HST (${p})`,
      qst: (p) => `QST (${p})`,
    },
    noTax: 'Tax (not collected outside Canada)',
    taxLater: 'Sales taxes (GST/HST, QST) are added from your billing address.',
    total: 'Total',
    amountPaid: 'Amount paid',
    invoice: (number) => `Invoice ${number}`,
    paidOn: (date) => `Paid ${date}`,
    billTo: 'Bill to',
    customerTaxId: 'Customer business number',
    download: 'Download the invoice (PDF)',
    registration: { gstHst: 'GST/HST registration', qst: 'QST registration' },
  },
  fr: {
    billingAddress: 'Adresse de facturation',
    country: 'Pays',
    countries: { CA: 'Canada', US: 'États-Unis', FR: 'France', GB: 'Royaume-Uni' },
    line1: 'Adresse',
    city: 'Ville',
    province: 'Province ou territoire',
    provinces: PROVINCES_FR,
    postalCode: 'Code postal',
    taxId: 'Numéro d’entreprise (facultatif)',
    taxIdHint: 'NE (123456789), TPS/TVH (123456789RT0001) ou TVQ (1234567890TQ0001).',
    errors: {
      country: 'Choisissez un pays.',
      line1: 'Entrez votre adresse.',
      city: 'Entrez votre ville.',
      state: 'Choisissez une province ou un territoire du Canada.',
      postal_code: 'Entrez un code postal canadien, comme H2X 1Y4.',
      taxId: 'Ce numéro d’entreprise n’est pas dans un format reconnu.',
    },
    subtotal: 'Sous-total',
    tax: {
      gst: (p) => `TPS (${p})`,
      hst: (p) => `TVH (${p})`,
      qst: (p) => `TVQ (${p})`,
    },
    noTax: 'Taxes (non perçues hors du Canada)',
    taxLater: 'Les taxes de vente (TPS/TVH, TVQ) s’ajoutent selon votre adresse de facturation.',
    total: 'Total',
    amountPaid: 'Montant payé',
    invoice: (number) => `Facture ${number}`,
    paidOn: (date) => `Payée le ${date}`,
    billTo: 'Facturé à',
    customerTaxId: 'Numéro d’entreprise du client',
    download: 'Télécharger la facture (PDF)',
    registration: { gstHst: 'Numéro d’inscription TPS/TVH', qst: 'Numéro d’inscription TVQ' },
  },
};

/** A tax's percentage in the page's language: "9.975%" or « 9,975 % ». */
export function taxPercent(lang: PageLanguage, percentage: number): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(percentage / 100);
}
