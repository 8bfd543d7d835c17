// Figures and dates through the platform's Intl, so each locale gets its own conventions
// (fr-CA: « 1 997 $ », « 15 % », « 3 janvier 2025 »). French typography wants no-break spaces
// there; ICU versions differ between U+00A0 and the narrow U+202F for the group separator and
// before « % », so one is chosen: U+00A0, which every font has and every engine shows alike.
const NARROW_NO_BREAK = /\u202f/g;

/** Intl's output with U+202F made U+00A0 (see above). */
export const withNoBreakSpaces = (text: string): string => text.replace(NARROW_NO_BREAK, '\u00a0');

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count for display: 1997 → '1,997' (en-CA), '1 997' (fr-CA, no-break space). */
export function formatNumber(value: number, locale = 'en-CA'): string {
  return withNoBreakSpaces(numberFormat(locale, { maximumFractionDigits: 1 }).format(value));
}

/** A whole percentage for display: 15 → '15%' (en-CA), '15 %' (fr-CA, no-break space). */
export function formatPercent(percent: number, locale = 'en-CA'): string {
  return withNoBreakSpaces(
    numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100),
  );
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date for display: '2025-01-03' → 'January 3, 2025' (en-CA), '3 janvier 2025'
 * (fr-CA). A bare date means that day everywhere (read in UTC, not shifted by the time zone).
 * Returns null for a value that is not a date.
 */
export function formatDate(value: string | Date, locale = 'en-CA'): string | null {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return null;
  const bare = typeof value === 'string' && DATE_ONLY.test(value);
  return withNoBreakSpaces(
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeZone: bare ? 'UTC' : undefined,
    }).format(time),
  );
}
