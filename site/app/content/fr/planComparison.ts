import { frContent } from '../../lib/frText';
import type { PlanComparison } from '../planComparison';

/** La comparaison des forfaits (/fr/forfaits#comparer), dans l’ordre des forfaits. */
export const planComparison: PlanComparison = /* @__PURE__ */ frContent({
  anchor: 'comparer',
  heading: 'Comparer tous les forfaits',
  caption:
    'Chaque fonctionnalité de chaque forfait, en dollars canadiens par mois. Chaque forfait comprend tout ce que comprend le précédent.',
  featureHeader: 'Fonctionnalité',
  included: 'Inclus',
  notIncluded: 'Non inclus',
  groups: [
    {
      heading: 'Les bases de la recherche (SEO)',
      rows: [
        { feature: 'Mots-clés ciblés', cells: ['5', '15', 'Plus de 50', 'Illimités'] },
        { feature: 'Bilan de santé SEO technique', cells: [true, true, true, true] },
        {
          feature: 'Optimisation de la fiche d’établissement Google',
          cells: [true, true, true, true],
        },
        { feature: 'Inscription dans 10 répertoires', cells: [true, true, true, true] },
        { feature: 'Emplacements', cells: ['1', '1', '1', 'Multisites'] },
      ],
    },
    {
      heading: 'Contenu et liens',
      rows: [
        { feature: 'Billets de blogue par mois', cells: [false, '4', '8', 'Volume sur mesure'] },
        { feature: 'Liens entrants par mois', cells: [false, '5', '15', 'Volume sur mesure'] },
      ],
    },
    {
      heading: 'Recherche par IA (AEO et GEO)',
      rows: [
        {
          feature: 'Optimisation pour les moteurs de réponse (AEO)',
          cells: [false, true, true, true],
        },
        { feature: 'Suivi des citations par l’IA', cells: [false, true, true, true] },
        {
          feature: 'GEO : optimisation des entités et de la marque',
          cells: [false, false, true, true],
        },
        { feature: 'Programme GEO et citations par l’IA', cells: [false, false, false, true] },
      ],
    },
    {
      heading: 'Rapports et soutien',
      rows: [
        {
          feature: 'Rapports',
          cells: [
            'Mensuels',
            'Aux deux semaines',
            'Hebdomadaires',
            'Hebdomadaires et pour la direction',
          ],
        },
        { feature: 'Gestionnaire de compte dédié', cells: [false, false, true, true] },
        { feature: 'Soutien 24 heures sur 24, 7 jours sur 7', cells: [false, false, true, true] },
      ],
    },
  ],
});
