import { frContent } from '../../lib/frText';
import type { about as englishAbout, impactStats as englishImpact } from '../about';
import { actions } from './actions';

/** Les chiffres communs aux pages Forfaits, Nous joindre et À propos. */
export const impactStats: typeof englishImpact = /* @__PURE__ */ frContent([
  { value: 'Plus de 500', label: 'entreprises accompagnées' },
  { value: '250 %', label: 'de hausse moyenne du trafic en 6 mois' },
  { value: 'Plus de 15 millions', label: 'de mots-clés bien classés' },
  { value: '98 %', label: 'de clients fidèles' },
]);

export const about: typeof englishAbout = /* @__PURE__ */ frContent({
  hero: {
    eyebrow: 'À propos de Northbeam Search',
    headline: 'Une agence canadienne pensée pour l’ère de la recherche par IA',
    subtitle:
      'Depuis 2019, nous aidons les entreprises canadiennes à se classer sur Google, dans les encadrés de réponse et dans les réponses générées par l’IA.',
  },
  storyHeading: 'Notre histoire',
  story: [
    'Northbeam Search a été fondée à Toronto en 2019 par des spécialistes de la recherche qui voyaient l’IA transformer, à toute vitesse, la façon dont les Canadiens trouvent une entreprise.',
    'Les agences de référencement classiques couraient encore après les dix liens bleus pendant que les clients interrogeaient assistants vocaux et robots conversationnels. Nous avons bâti nos méthodes autour des moteurs de réponse et de l’IA générative dès le départ.',
    'Aujourd’hui, notre équipe travaille depuis Toronto, Vancouver et Montréal et sert plus de 500 entreprises, en français comme en anglais, du commerce familial à la marque nationale.',
  ],
  impactHeading: 'Notre impact',
  impactLabel: 'Notre impact en chiffres',
  logosLabel: 'Organisations clientes',
  logosHeading: 'Quelques-unes des entreprises que nous aidons',
  teamHeading: 'Notre équipe',
  team: [
    {
      name: 'Sarah Chen',
      role: 'Fondatrice et présidente-directrice générale',
      description:
        'Quinze ans en marketing de recherche, dont la direction du référencement d’un détaillant national. Sarah fixe la stratégie de l’agence, fondée sur l’IA.',
    },
    {
      name: 'Marc-André Tremblay',
      role: 'Directeur du référencement bilingue',
      description:
        'Établi à Montréal, Marc-André dirige les campagnes en français et en anglais de nos clients québécois et nationaux.',
    },
    {
      name: 'Priya Sharma',
      role: 'Directrice de la recherche en IA',
      description:
        'Priya conçoit les modèles derrière nos regroupements de mots-clés, nos prévisions de classement et notre suivi des citations par l’IA.',
    },
    {
      name: 'James Whitehorse',
      role: 'Directeur de la réussite client',
      description:
        'Depuis Vancouver, James veille à ce que chaque client ait un plan clair, des rapports honnêtes et des résultats visibles.',
    },
  ],
  valuesHeading: 'Nos valeurs',
  values: [
    {
      icon: 'shield',
      title: 'Transparence',
      description:
        'Des prix clairs, des rapports honnêtes, aucune tactique opaque. Vous voyez ce que nous faisons.',
    },
    {
      icon: 'lightbulb',
      title: 'Innovation',
      description:
        'Nous essayons les nouvelles fonctions de recherche par IA en premier, pour que nos clients en profitent tôt.',
    },
    {
      icon: 'heart',
      title: 'Ancrage canadien',
      description:
        'Nous connaissons les marchés canadiens, les deux langues officielles et la façon dont les gens d’ici cherchent.',
    },
  ],
  reasonsHeading: 'Pourquoi choisir Northbeam Search',
  reasons: [
    {
      title: 'Des résultats éprouvés',
      description: 'Trafic en hausse de 250 % en moyenne en 6 mois et 98 % de clients fidèles.',
    },
    {
      title: 'Un vrai retour sur investissement',
      description:
        'Nos clients obtiennent en moyenne un rendement de 8,5 fois leur mise et 15 000 $ de revenus de plus chaque mois.',
    },
    {
      title: 'Aucun long contrat',
      description:
        'Des forfaits au mois, sans frais d’installation. Nos clients restent parce que nous obtenons des résultats.',
    },
  ],
  cta: {
    heading: 'Prêt à grandir avec nous ?',
    text: 'Parlez-nous de votre entreprise et obtenez un audit gratuit avec une stratégie sur mesure.',
    primary: actions.audit,
    secondary: actions.pricing,
  },
});
