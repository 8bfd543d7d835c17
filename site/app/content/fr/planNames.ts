import type { planNames as englishNames } from '../planNames';

/** Les noms des forfaits en français (checkout les vend sous leur nom anglais). */
export const planNames: typeof englishNames = {
  starter: 'Essentiel',
  professional: 'Professionnel',
  enterprise: 'Entreprise',
  'custom-enterprise': 'Entreprise sur mesure',
};
