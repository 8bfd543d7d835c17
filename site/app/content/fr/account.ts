import type { DashboardText } from '../account';

export const dashboardText = {
  heading: 'Tableau de bord',
  welcome: (email) => `Ravis de vous revoir, ${email}`,
  signOut: 'Se déconnecter',
  plansHeading: 'Forfaits offerts',
  addonsHeading: 'Options',
  pricesNote: 'Prix en dollars canadiens, taxes en sus (TPS/TVH, et TVQ au Québec).',
} satisfies DashboardText;
