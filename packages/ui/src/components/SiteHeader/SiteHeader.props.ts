// SiteHeader's texts as a type of their own, apart from the component: the ui's locale packs
// (i18n/types.ts) read it, and the component reads the packs, so neither imports the other.

export interface SiteHeaderLabels {
  services: string;
  cities: string;
  signIn: string;
  getStarted: string;
  dashboard: string;
  openMenu: string;
  closeMenu: string;
  menuTitle: string;
  mainNavigation: string;
  account: string;
}
