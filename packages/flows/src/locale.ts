/**
 * The language the flows write their notices and field errors in. Each machine takes an optional
 * `locale` in its input (the pure helpers an optional last argument); without one, or with a
 * locale other than French, the texts are the spec's English, exactly as before.
 */
import { contactTexts, pricingTexts, texts, type FlowTexts } from './texts.js';
import { frCAContactTexts, frCAPricingTexts, frCATexts } from './texts.fr-CA.js';

/** BCP 47 locales the flows have texts for; any other locale reads English. */
export type FlowLocale = 'en-CA' | 'fr-CA';

export type { FlowTexts };

/** 'fr', 'fr-CA', 'fr-FR' → French; anything else (or nothing) → the spec's English. */
export const isFrench = (locale: string | null | undefined): boolean =>
  typeof locale === 'string' && /^fr(?:-|$)/i.test(locale);

/** The flows' texts in a locale. */
export const textsFor = (locale?: string | null): FlowTexts =>
  isFrench(locale) ? frCATexts : texts;

/**
 * The contact form's texts in a locale: `textsFor(locale).contact`, without the other flows' texts,
 * so the contact form's page bundles these alone.
 */
export const contactTextsFor = (locale?: string | null): FlowTexts['contact'] =>
  isFrench(locale) ? frCAContactTexts : contactTexts;

/**
 * The price words in a locale: `textsFor(locale).pricing`, without the other flows' texts, so a
 * pricing page bundles these alone.
 */
export const pricingTextsFor = (locale?: string | null): FlowTexts['pricing'] =>
  isFrench(locale) ? frCAPricingTexts : pricingTexts;
