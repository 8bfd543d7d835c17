import { frContent } from '../../lib/frText';
import type { budgetOptions as englishBudgets } from '../contactForm';

/** Les tranches de budget mensuel, mêmes valeurs que le formulaire anglais. */
export const budgetOptions: typeof englishBudgets = /* @__PURE__ */ frContent([
  { value: 'under-1000', label: 'Moins de 1 000 $ par mois' },
  { value: '1000-2000', label: 'De 1 000 $ à 2 000 $ par mois' },
  { value: '2000-5000', label: 'De 2 000 $ à 5 000 $ par mois' },
  { value: '5000-10000', label: 'De 5 000 $ à 10 000 $ par mois' },
  { value: 'over-10000', label: 'Plus de 10 000 $ par mois' },
]);
