// CityCard's texts as a type of their own, apart from the component: the ui's locale packs
// (i18n/types.ts) read it, and the component reads the packs, so neither imports the other.

export interface CityCardLabels {
  population: string;
  businesses: string;
  growth: string;
  /** Visual cue only; the link's accessible name stays the city name. */
  more: string;
}
