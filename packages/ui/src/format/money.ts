import { withNoBreakSpaces } from './intl';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole-unit amount in any currency for display, e.g. (997, 'CAD', 'en-CA') → '$997',
 * (997, 'CAD', 'fr-CA') → '997 $' (no-break space), (790, 'EUR', 'en-IE') → '€790'. Prices in these sites are
 * whole units, so cents would only add noise.
 */
export function formatMoney(amount: number, currency = 'CAD', locale = 'en-CA'): string {
  const key = `${currency} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return withNoBreakSpaces(formatter.format(amount));
}

/** A whole-dollar CAD amount for display, e.g. 997 → '$997' (en-CA) or '997 $' (fr-CA). */
export function formatCad(amount: number, locale = 'en-CA'): string {
  return formatMoney(amount, 'CAD', locale);
}
