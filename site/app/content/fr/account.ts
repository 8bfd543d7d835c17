import type { DashboardText } from '../account';

export const dashboardText = {
  heading: 'Tableau de bord',
  welcome: (email) => `Bon retour, ${email}`,
  signOut: 'Se déconnecter',
  plansHeading: 'Forfaits offerts',
  addonsHeading: 'Options',
} satisfies DashboardText;
