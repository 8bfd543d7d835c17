import accountPathsByLang from '../accountPaths.json' with { type: 'json' };
import { frContent } from '../../lib/frText';
import { staticPages as englishPages, type PageMeta } from '../pages';
import { site } from './site';

/**
 * Titres et descriptions des pages fixes en français : écrits pour le Québec, chacun unique. La date
 * de contenu (`updated`) est celle de la page anglaise que la page traduit.
 */
export const staticPages = /* @__PURE__ */ frContent({
  home: {
    path: '/fr',
    updated: englishPages.home.updated,
    name: 'Accueil',
    title: `Agence SEO, AEO et GEO propulsée par l’IA au Canada | ${site.name}`,
    description:
      'Agence de référencement canadienne : SEO propulsé par l’IA, AEO et GEO. Plus de 1 200 entreprises accompagnées, trafic en hausse de 340 % en moyenne.',
  },
  services: {
    path: '/fr/services',
    updated: englishPages.services.updated,
    name: 'Services',
    title: `Services SEO, AEO et GEO | ${site.name}`,
    description:
      'Référencement propulsé par l’IA, optimisation pour les moteurs de réponse et génératifs, SEO local au Canada, audits techniques et stratégie de contenu.',
  },
  about: {
    path: '/fr/a-propos',
    updated: englishPages.about.updated,
    name: 'À propos',
    title: `Qui sommes-nous | ${site.name}`,
    description:
      'Agence canadienne de référencement fondée en 2019, avec des bureaux à Toronto, Vancouver et Montréal. Plus de 500 clients, 98 % de fidélisation.',
  },
  contact: {
    path: '/fr/nous-joindre',
    updated: englishPages.contact.updated,
    name: 'Nous joindre',
    title: `Nous joindre pour un audit SEO gratuit | ${site.name}`,
    description: `Demandez votre audit SEO gratuit : écrivez à ${site.email}, appelez au ${site.phone} ou remplissez le formulaire. Première réponse en ${site.replyHours.firstReply} heures.`,
  },
  pricing: {
    path: '/fr/forfaits',
    updated: englishPages.pricing.updated,
    name: 'Forfaits',
    title: `Forfaits de référencement en dollars canadiens | ${site.name}`,
    description:
      'Essentiel 997 $, Professionnel 1 997 $ et Entreprise 3 997 $ par mois, ou sur mesure. 15 % de rabais à l’année, aucuns frais d’installation.',
  },
  whyAeo: {
    path: '/fr/pourquoi-aeo-essentiel',
    updated: englishPages.whyAeo.updated,
    name: 'Pourquoi l’AEO est essentiel',
    title: `Pourquoi l’optimisation pour les moteurs de réponse (AEO) est essentielle | ${site.name}`,
    description:
      '58 % des consommateurs utilisent la recherche vocale chaque jour. Voyez comment l’AEO fait de votre entreprise la réponse que donnent les assistants.',
  },
  whyAiSeo: {
    path: '/fr/pourquoi-seo-ia-essentiel',
    updated: englishPages.whyAiSeo.updated,
    name: 'Pourquoi le SEO par IA est essentiel',
    title: `Pourquoi le référencement propulsé par l’IA est essentiel | ${site.name}`,
    description:
      'Le référencement manuel ne suit plus la recherche pilotée par l’IA. Voyez comment le SEO par IA analyse plus de 10 000 données par seconde.',
  },
  blog: {
    path: '/fr/blogue',
    updated: englishPages.blog.updated,
    name: 'Blogue',
    title: `Blogue SEO, AEO et GEO | ${site.name}`,
    description:
      'Les guides de nos stratèges sur l’optimisation pour les moteurs de réponse et génératifs et sur le référencement local au Canada.',
  },
  caseStudies: {
    path: '/fr/etudes-de-cas',
    updated: englishPages.caseStudies.updated,
    name: 'Études de cas',
    title: `Études de cas SEO et AEO | ${site.name}`,
    description:
      'Sessions organiques, demandes et citations par l’IA d’entreprises canadiennes, avant et 3, 6 et 12 mois après nos travaux, chaque chiffre défini.',
  },
} satisfies Record<keyof typeof englishPages, PageMeta>);

/** Les pages du compte (accountPaths.json, que lisent aussi les scripts du build) : jamais indexées. */
export const accountPaths = accountPathsByLang['fr-CA'];
