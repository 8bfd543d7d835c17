const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A whole-dollar CAD amount for display, e.g. 997 → '$997' (en-CA) or '997 $' (fr-CA).
 * Prices in this product are whole dollars, so cents would only add noise.
 */
export function formatCad(amount: number, locale = 'en-CA'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
