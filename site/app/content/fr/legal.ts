/*
 * CONTRACT (the French legal documents, /fr/confidentialite and /fr/conditions), same names and
 * types as content/legal.ts:
 * - `privacy: LegalDoc` with path '/fr/confidentialite', `terms: LegalDoc` with path
 *   '/fr/conditions': complete French versions (same clauses, same `lastUpdatedIso`), French
 *   `lastUpdated` ('3 janvier 2025'), `title`, `description` (≤ 155 characters), `intro`, sections.
 * - `legalContact`: the contact block (written here already; keep it).
 * - `legalDocs = [privacy, terms]`.
 * Exported through `frContent()` (lib/frText), which sets Quebec spacing in every string.
 * Until these exist the French legal routes are not generated and the twin check fails.
 */
import { frContent } from '../../lib/frText';
import type { LegalDoc } from '../legal';
import { site } from '../site';

export const legalContact = /* @__PURE__ */ frContent({
  heading: 'Nous joindre',
  intro: 'Pour toute question sur ce document, écrivez-nous ou appelez-nous :',
  email: site.email,
  phone: site.phone,
  address: 'Toronto (Ontario) Canada',
});

const LAST_UPDATED = '3 janvier 2025';

const privacy: LegalDoc = {
  path: '/fr/confidentialite',
  title: 'Politique de confidentialité',
  description: `Comment ${site.name} recueille, utilise et protège les renseignements personnels, conformément à la LPRPDE.`,
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: '2025-01-03',
  intro: `${site.name} respecte votre vie privée. La présente politique explique quels renseignements personnels nous recueillons, pourquoi nous les recueillons et comment nous les protégeons, conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada.`,
  sections: [
    {
      heading: 'Renseignements que nous recueillons',
      paragraphs: [
        'Nous ne recueillons que ce dont nous avons besoin pour vous répondre et vous offrir nos services :',
      ],
      list: [
        'Les coordonnées que vous nous transmettez : nom, courriel, téléphone, entreprise, site Web et ville',
        'Les renseignements de compte : adresse courriel, nom complet et mot de passe chiffré',
        'Les renseignements de facturation, traités par notre fournisseur de services de paiement ; nous ne conservons jamais les numéros de carte',
        'Des données d’utilisation sommaires et anonymisées, qui nous aident à améliorer le site',
      ],
    },
    {
      heading: 'Utilisation des renseignements',
      paragraphs: [
        'Nous utilisons vos renseignements pour répondre à vos demandes, préparer des audits et des propositions, fournir et facturer nos services, et vous envoyer les infolettres que vous avez demandées. Nous ne vendons aucun renseignement personnel.',
      ],
    },
    {
      heading: 'Communication à des tiers',
      paragraphs: [
        'Nous ne communiquons vos renseignements qu’aux fournisseurs de services qui nous aident à exploiter notre entreprise (hébergement, envoi de courriels, traitement des paiements), en vertu de contrats qui les obligent à les protéger, ou lorsque la loi l’exige.',
      ],
    },
    {
      heading: 'Conservation et sécurité',
      paragraphs: [
        'Nous ne conservons les renseignements personnels que le temps nécessaire aux fins décrites ci-dessus ou exigé par la loi, et nous les protégeons par le chiffrement, des contrôles d’accès et des vérifications régulières.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Vous pouvez demander à consulter, à faire corriger ou à faire supprimer vos renseignements personnels, et retirer en tout temps votre consentement aux courriels promotionnels au moyen du lien de désabonnement ou en communiquant avec nous.',
      ],
    },
  ],
};

const terms: LegalDoc = {
  path: '/fr/conditions',
  title: 'Conditions d’utilisation',
  description: `Les conditions qui régissent les services de référencement (SEO, AEO et GEO) de ${site.name} : facturation, résiliation et droit applicable.`,
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: '2025-01-03',
  intro: `Les présentes conditions régissent votre utilisation du site Web et des services de ${site.name}. En vous abonnant à un forfait, vous les acceptez.`,
  sections: [
    {
      heading: 'Services',
      paragraphs: [
        'Nous offrons des services d’optimisation pour les moteurs de recherche (SEO), d’optimisation pour les moteurs de réponse (AEO), d’optimisation pour les moteurs génératifs (GEO) et des services de marketing connexes, tels que les décrit le forfait que vous avez choisi.',
      ],
    },
    {
      heading: 'Facturation et paiement',
      paragraphs: [
        'Les services sont facturés mensuellement, à l’avance, en dollars canadiens. Le paiement est exigible sur réception de la facture. Les changements de forfait s’appliquent à compter du cycle de facturation suivant.',
      ],
    },
    {
      heading: 'Durée et résiliation',
      paragraphs: [
        'Les forfaits sont conclus au mois. Chaque partie peut y mettre fin moyennant un préavis écrit de 30 jours. Les frais de la période de préavis demeurent payables.',
      ],
    },
    {
      heading: 'Aucun résultat garanti',
      paragraphs: [
        'Les moteurs de recherche et les plateformes d’IA déterminent eux-mêmes leurs classements et leurs réponses. Nous ne garantissons aucun classement, trafic, citation ni revenu précis. Les chiffres présentés sur notre site décrivent des moyennes passées, non des promesses.',
      ],
    },
    {
      heading: 'Droit applicable',
      paragraphs: [
        'Les présentes conditions sont régies par les lois de la province d’Ontario et par les lois fédérales du Canada qui s’y appliquent.',
      ],
    },
  ],
};

export const legalDocs: LegalDoc[] = /* @__PURE__ */ frContent([privacy, terms]);
