import { frContent } from '../../lib/frText';
import type { contact as englishContact } from '../contact';
import { phoneSample } from '../samplePhone';
import { site } from './site';
import { actions } from './actions';

export const contact: typeof englishContact = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'Nous joindre',
    headline: 'Obtenez votre audit SEO gratuit',
    subtitle: `Parlez-nous de votre entreprise. Vous recevez une première réponse en moins de ${site.replyHours.firstReply} heures et votre stratégie de référencement sur mesure en moins de ${site.replyHours.strategy} heures.`,
  },
  channelsHeading: 'Parlons-nous',
  channels: [
    {
      icon: 'mail',
      title: 'Par courriel',
      detail: site.email,
      href: `mailto:${site.email}`,
      note: `Première réponse en moins de ${site.replyHours.firstReply} heures`,
    },
    {
      icon: 'phone',
      title: 'Par téléphone',
      detail: site.phone,
      href: site.phoneHref,
      note: 'Du lundi au vendredi, de 9 h à 18 h (heure de l’Est)',
      sample: phoneSample,
    },
    {
      icon: 'chat',
      title: 'Par clavardage',
      detail: 'Clavardez avec un stratège',
      note: 'De 9 h à 21 h (heure de l’Est), du lundi au vendredi',
    },
  ],
  formHeading: 'Demandez votre audit gratuit',
  auditIncludes: [
    'Un examen de la santé technique de votre site, de vos positions et de vos inscriptions locales (fiche d’établissement Google et répertoires).',
    'La fréquence à laquelle ChatGPT, Gemini et Perplexity vous citent aujourd’hui, à côté de vos trois plus proches concurrents.',
    'Un plan écrit, avec les priorités et le forfait qui vous convient, en 3 jours ouvrables, puis un appel de 30 minutes pour le passer en revue.',
  ],
  officesHeading: 'Nos bureaux',
  country: 'Canada',
  noScript: `Sans JavaScript, écrivez-nous à ${site.email} ou appelez-nous au ${site.phone}.`,
  faqHeading: 'Questions fréquentes',
  faq: [
    {
      question: 'En combien de temps verrai-je des résultats ?',
      answer:
        'La plupart de nos clients voient bouger leurs positions en 21 jours et obtiennent des résultats nets en 30 à 60 jours, selon la concurrence dans leur marché.',
    },
    {
      question: 'Faut-il signer un contrat à long terme ?',
      answer:
        'Non. Tous nos forfaits sont au mois, sans frais d’installation. Vous pouvez résilier avec un préavis écrit de 30 jours.',
    },
    {
      question: 'Quelle est la différence entre le SEO, l’AEO et le GEO ?',
      answer:
        'Le SEO (référencement naturel) classe vos pages dans les résultats de recherche. L’AEO (optimisation pour les moteurs de réponse) fait citer votre entreprise comme la réponse directe dans les extraits et la recherche vocale. Le GEO (optimisation pour les moteurs génératifs) vous fait citer par les outils d’IA générative comme ChatGPT et Gemini.',
    },
    {
      question: 'Offrez-vous le référencement en français ?',
      answer:
        'Oui. Notre équipe de Montréal mène des campagnes bilingues, en français et en anglais, pour des clients québécois et nationaux.',
    },
    {
      question: 'Quelles villes desservez-vous ?',
      answer:
        'Nous servons des entreprises partout au Canada, avec des stratégies locales pour 26 villes, de Victoria à Halifax.',
    },
    {
      question: 'Comment suivez-vous nos progrès ?',
      answer:
        'Vous avez accès à un tableau de bord analytique en direct, à des rapports réguliers (mensuels, aux deux semaines ou hebdomadaires selon votre forfait) et à un appel stratégique.',
    },
  ],
  cta: {
    heading: 'Vous préférez d’abord comparer les forfaits ?',
    text: 'Plus de 500 entreprises nous font confiance et 98 % de nos clients restent avec nous. Voyez ce que comprend chaque forfait.',
    primary: actions.pricing,
    secondary: actions.services,
  },
});
