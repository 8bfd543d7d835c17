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
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    // A bare date means that calendar day everywhere; parsing gives UTC midnight, so stay in UTC.
    timeZone: DATE_ONLY.test(value) ? 'UTC' : undefined,
  }).format(time);
}
