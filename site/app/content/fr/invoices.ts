import { frContent } from '../../lib/frText';
import type { InvoicesText } from '../invoices';

export const invoicesText: InvoicesText = /* @__PURE__ */ frContent({
  heading: 'Factures',
  loading: 'Chargement de vos factures…',
  none: 'Aucune facture pour l’instant : la première s’affichera ici après votre abonnement.',
  failed: 'Vos factures n’ont pas pu être chargées. Actualisez la page pour réessayer.',
  caption: 'Vos factures, de la plus récente à la plus ancienne',
  columns: {
    date: 'Date',
    plan: 'Forfait',
    subtotal: 'Sous-total',
    taxes: 'Taxes',
    total: 'Total',
    status: 'État',
  },
  annual: 'facturé annuellement',
  status: { paid: 'Payée', open: 'À payer', uncollectible: 'Irrécouvrable', void: 'Annulée' },
  view: (number) => `Voir la facture ${number}`,
  pdf: (number) => `PDF de la facture ${number}`,
  registration: (gstHst, qst) => `Inscription TPS/TVH ${gstHst} · inscription TVQ ${qst}`,
});
