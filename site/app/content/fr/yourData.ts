import { frContent } from '../../lib/frText';
import type { YourDataText } from '../yourData';

export const yourDataText = /* @__PURE__ */ frContent({
  fileName: (date: string) => `northbeam-mes-donnees-${date}.json`,
  closeErrors: {
    reauthentication_failed: 'Ce mot de passe n’est pas le bon.',
    password_required: 'Entrez votre mot de passe pour confirmer votre identité.',
    closure_in_progress: 'La fermeture de votre compte est déjà en cours. Veuillez patienter.',
    rate_limited: 'Trop de tentatives. Veuillez patienter un instant, puis réessayer.',
    other: 'Nous n’avons pas pu fermer votre compte. Rien n’a été perdu : veuillez réessayer.',
  },
} satisfies YourDataText);
