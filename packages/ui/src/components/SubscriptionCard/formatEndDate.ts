import { formatDate } from '../../format/intl';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The subscription end for display: ISO dates become an Intl long date ('January 15, 2026' in
 * en-CA); any other text is taken as already formatted. Null or empty gives `fallback` ('N/A').
 */
export function formatEndDate(
  value: string | null | undefined,
  locale = 'en-CA',
  fallback = 'N/A',
): string {
  if (value === null || value === undefined || value.trim() === '') return fallback;
  const isIso = DATE_ONLY.test(value) || /^\d{4}-\d{2}-\d{2}T/.test(value);
  if (!isIso) return value;
  return formatDate(value, locale) ?? value;
}
