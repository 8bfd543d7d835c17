/**
 * Sample figures written as `label: value`, in the order they show: the `{ label, value }` items
 * that StatGrid, CityHero and RoiFigures take.
 */
export const figures = (pairs: Record<string, string>): { label: string; value: string }[] =>
  Object.entries(pairs).map(([label, value]) => ({ label, value }));

/** A select's options written as `value: label`, in the order they are offered. */
export const options = (pairs: Record<string, string>): { value: string; label: string }[] =>
  Object.entries(pairs).map(([value, label]) => ({ value, label }));
