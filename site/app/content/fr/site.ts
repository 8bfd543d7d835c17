import { frContent } from '../../lib/frText';
import { site as enSite } from '../site';

/**
 * The agency's facts as the French pages write them: names, addresses and numbers are the English
 * module's (one owner per fact); only the words around them are French.
 */
export const site = /* @__PURE__ */ frContent({
  ...enSite,
  tagline: 'Référencement SEO, AEO et GEO propulsé par l’IA pour les entreprises canadiennes',
  locale: 'fr-CA',
  headquarters: 'Toronto (Ontario) Canada',
  serviceTerms: {
    billing: 'Facturation mensuelle, sans frais d’installation',
    planChanges: 'Tout changement de forfait s’applique au cycle de facturation suivant',
    response: `Votre stratégie de référencement sur mesure en moins de ${enSite.replyHours.strategy} heures`,
    email: `Une première réponse par courriel à chaque demande en moins de ${enSite.replyHours.firstReply} heures`,
    chat: 'Clavardage en direct de 9 h à 21 h (heure de l’Est), du lundi au vendredi',
    results: 'Premiers résultats habituellement en 30 à 60 jours',
  },
});
