import { formatCad } from '../../format/money';

/** An add-on's price: either ready text ('$497/month') or a figure the card formats. */
export interface AddonPrice {
  priceText?: string;
  price?: number;
}

/** The figure part of an add-on price, or null when only a ready text is given. */
export function addonAmount({ priceText, price }: AddonPrice, locale: string): string | null {
  if (priceText !== undefined) return null;
  return typeof price === 'number' ? formatCad(price, locale) : null;
}
