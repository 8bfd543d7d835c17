/** The dashboard's own texts (the French twin, content/fr/account.ts, has the same shape). */
export interface DashboardText {
  heading: string;
  welcome: (email: string) => string;
  signOut: string;
  plansHeading: string;
  addonsHeading: string;
  /** Under the plans and add-ons: their prices are before sales tax. */
  pricesNote: string;
}

export const dashboardText: DashboardText = {
  heading: 'Dashboard',
  welcome: (email) => `Welcome back, ${email}`,
  signOut: 'Sign Out',
  plansHeading: 'Available Plans',
  addonsHeading: 'Add-ons',
  pricesNote: 'Prices in CAD + applicable taxes (GST/HST, and QST in Quebec).',
};
