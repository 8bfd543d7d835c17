import { invalid } from './errors.ts';

// The `locale` of Checkout and billing-portal sessions: the values Stripe accepts for Checkout
// (docs.stripe.com/js/appendix/supported_locales; the portal takes the same ones), refused
// otherwise as Stripe refuses them. The local pages are written in English and in French.

const LOCALES = [
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
];

/** The session's `locale` parameter, checked; null when the request names none (Stripe's auto). */
export function sessionLocale(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (!LOCALES.includes(value)) {
    throw invalid('locale', `Invalid locale: must be one of ${LOCALES.join(', ')}`);
  }
  return value;
}

export type PageLanguage = 'en' | 'fr';

/** The language a local page is shown in: French for fr and fr-CA, English for everything else. */
export function pageLanguage(locale: string | null | undefined): PageLanguage {
  return locale === 'fr' || locale === 'fr-CA' ? 'fr' : 'en';
}
