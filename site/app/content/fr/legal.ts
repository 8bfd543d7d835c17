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
      heading: 'Durée de conservation',
      paragraphs: [
        'Chaque catégorie de renseignements est conservée pendant une durée déterminée, puis supprimée :',
      ],
      list: [
        'Votre compte (courriel, nom complet, langue, mot de passe chiffré) : tant que votre compte est ouvert ; supprimé le jour où vous le fermez',
        'Les sessions de connexion : jusqu’à votre déconnexion, au plus 7 jours sans utilisation ou 30 jours au total ; supprimées avec votre compte',
        'Votre forfait et vos options tels qu’affichés dans votre tableau de bord : tant que votre compte est ouvert ; supprimés le jour où vous le fermez',
        'Les factures et les relevés de paiement : six ans, comme l’exigent les lois fiscales du Canada et du Québec, conservés par notre fournisseur de services de paiement (Stripe), même après la fermeture de votre compte ; nous ne conservons jamais les numéros de carte',
        'Les demandes envoyées au moyen de notre formulaire de contact : jusqu’à ce que vous nous demandiez de les supprimer ; la fermeture de votre compte efface vos nom, courriel, téléphone, entreprise, site Web et message des demandes envoyées depuis son adresse',
        'L’infolettre : votre adresse et les dates d’abonnement, de confirmation et de désabonnement, jusqu’à ce que vous nous demandiez de les supprimer ou que vous fermiez votre compte (une adresse désabonnée n’est conservée que pour ne plus jamais vous écrire)',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Nous protégeons les renseignements personnels par le chiffrement, des contrôles d’accès et des vérifications régulières. Seuls les personnes et les systèmes qui en ont besoin pour vous servir y ont accès.',
      ],
    },
    {
      heading: 'Vos droits et comment les exercer',
      paragraphs: [
        'En vertu de la LPRPDE et de la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (loi 25), vous avez les droits suivants. Nous répondons à chaque demande dans un délai de 30 jours, sans frais.',
      ],
      list: [
        'Accès et portabilité : choisissez « Télécharger mes données » sous « Vos données » dans votre tableau de bord pour recevoir tout ce que nous détenons sur vous dans un fichier JSON, un format structuré et couramment utilisé ; ou écrivez à notre responsable de la protection des renseignements personnels',
        'Rectification : modifiez votre nom, votre courriel et votre langue dans votre tableau de bord, ou écrivez à notre responsable de la protection des renseignements personnels',
        'Suppression : choisissez « Fermer mon compte » sous « Vos données » dans votre tableau de bord ; pour des demandes ou une adresse d’infolettre sans compte, écrivez à notre responsable de la protection des renseignements personnels',
        'Retrait du consentement aux courriels promotionnels : utilisez le lien de désabonnement de n’importe quelle infolettre',
        'Plaintes : écrivez d’abord à notre responsable de la protection des renseignements personnels ; vous pouvez aussi porter plainte auprès de la Commission d’accès à l’information du Québec ou du Commissariat à la protection de la vie privée du Canada',
      ],
    },
    {
      heading: 'Notre responsable de la protection des renseignements personnels',
      paragraphs: [
        `Notre ${site.privacyOfficer.titleFr.toLowerCase()} veille à la protection des renseignements personnels chez ${site.legalName} et répond à toute demande à leur sujet : ${site.privacyOfficer.email}, ${site.privacyOfficer.phone}.`,
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
      heading: 'Fermeture de votre compte',
      paragraphs: [
        'Vous pouvez aussi fermer votre compte en tout temps depuis votre tableau de bord, sans préavis. Vous choisissez quand votre forfait et vos options prennent fin : immédiatement, auquel cas le service cesse le jour même et la partie de la période déjà payée n’est pas remboursée ; ou à la fin de la période déjà payée, auquel cas le service se poursuit jusque-là. Dans les deux cas, rien de plus n’est facturé. Vos factures demeurent disponibles auprès de nous pendant six ans, comme l’exige la loi fiscale.',
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
