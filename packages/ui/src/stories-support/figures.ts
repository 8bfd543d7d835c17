/**
 * Sample figures written as `label: value`, in the order they show: the `{ label, value }` items
 * that StatGrid, CityHero and RoiFigures take.
 */
export const figures = (pairs: Record<string, string>): { label: string; value: string }[] =>
  Object.entries(pairs).map(([label, value]) => ({ label, value }));
