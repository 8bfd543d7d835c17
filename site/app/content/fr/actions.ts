import type { actions as englishActions } from '../actions';

/** Les appels à l’action que plusieurs pages reprennent : chaque libellé écrit une seule fois. */
export const actions: typeof englishActions = {
  audit: { label: 'Obtenir mon audit gratuit', href: '/fr/nous-joindre#audit' },
  pricing: { label: 'Voir les forfaits', href: '/fr/forfaits' },
  services: { label: 'Découvrir nos services', href: '/fr/services' },
};
