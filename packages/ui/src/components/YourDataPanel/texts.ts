import type { UiLocale } from '../../i18n/types';

export type NewsletterStatus = 'none' | 'pending' | 'confirmed' | 'unsubscribed';

/** What the export holds, counted for its readable summary. */
export interface DataSummary {
  signIns: number;
  addons: number;
  invoices: number;
  enquiries: number;
  newsletter: NewsletterStatus;
  /** A plan record is held (its tier, status and dates are in the file). */
  subscription: boolean;
}

export interface YourDataLabels {
  title: string;
  intro: string;
  exportAction: string;
  exporting: string;
  exportReady: string;
  download: string;
  exportFailed: string;
  summary: (s: DataSummary) => string[];
  closeAction: string;
  closeWarning: string;
  invoicesKept: string;
  cancelLegend: string;
  cancelNow: string;
  cancelAtPeriodEnd: string;
  password: string;
  confirmClose: string;
  closing: string;
  keepAccount: string;
  closedTitle: string;
  closedText: string;
  done: string;
}

// French typography's no-break spaces written in, as in the locale packs (no formatting step here).
const nbsp = '\u00a0';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const enCA: YourDataLabels = {
  title: 'Your data',
  intro:
    'Download everything we hold about you, or close your account. Both follow our privacy policy.',
  exportAction: 'Download my data',
  exporting: 'Preparing your data…',
  exportReady: 'Your data is ready.',
  download: 'Save the JSON file',
  exportFailed: 'We could not prepare your data. Please try again.',
  summary: (s) => [
    'Profile: your e-mail, name and language',
    count(s.signIns, 'sign-in', 'sign-ins'),
    s.subscription ? 'Your plan, its status and dates' : 'No plan',
    count(s.addons, 'add-on', 'add-ons'),
    count(s.invoices, 'invoice', 'invoices'),
    s.newsletter === 'none' ? 'Not on the newsletter' : `Newsletter: ${s.newsletter}`,
    count(s.enquiries, 'enquiry sent from your address', 'enquiries sent from your address'),
  ],
  closeAction: 'Close my account',
  closeWarning:
    'Closing your account deletes your profile, sign-ins, plan and add-ons, and removes your details from the enquiries you sent. You will not be able to sign in again.',
  invoicesKept:
    'Your invoices are kept by our payment processor for six years, as tax law requires.',
  cancelLegend: 'When should your plan end?',
  cancelNow: 'Now (the period already paid is not refunded)',
  cancelAtPeriodEnd: 'At the end of the period already paid',
  password: 'Your password',
  confirmClose: 'Close my account permanently',
  closing: 'Closing your account…',
  keepAccount: 'Keep my account',
  closedTitle: 'Your account is closed.',
  closedText:
    'Your personal data has been deleted. Your invoices remain with our payment processor for six years, as tax law requires.',
  done: 'Finish',
};

const frCA: YourDataLabels = {
  title: 'Vos données',
  intro:
    'Téléchargez tout ce que nous détenons sur vous, ou fermez votre compte. Les deux suivent notre politique de confidentialité.',
  exportAction: 'Télécharger mes données',
  exporting: 'Préparation de vos données…',
  exportReady: 'Vos données sont prêtes.',
  download: 'Enregistrer le fichier JSON',
  exportFailed: 'Nous n’avons pas pu préparer vos données. Veuillez réessayer.',
  summary: (s) => [
    `Profil${nbsp}: votre courriel, votre nom et votre langue`,
    count(s.signIns, 'connexion', 'connexions'),
    s.subscription ? 'Votre forfait, son état et ses dates' : 'Aucun forfait',
    count(s.addons, 'option', 'options'),
    count(s.invoices, 'facture', 'factures'),
    s.newsletter === 'none'
      ? 'Non abonné à l’infolettre'
      : `Infolettre${nbsp}: ${{ pending: 'en attente', confirmed: 'confirmée', unsubscribed: 'désabonnée' }[s.newsletter]}`,
    count(s.enquiries, 'demande envoyée de votre adresse', 'demandes envoyées de votre adresse'),
  ],
  closeAction: 'Fermer mon compte',
  closeWarning:
    'La fermeture de votre compte supprime votre profil, vos connexions, votre forfait et vos options, et efface vos coordonnées des demandes que vous avez envoyées. Vous ne pourrez plus vous connecter.',
  invoicesKept:
    'Vos factures sont conservées par notre fournisseur de services de paiement pendant six ans, comme l’exige la loi fiscale.',
  cancelLegend: `Quand votre forfait doit-il prendre fin${nbsp}?`,
  cancelNow: 'Immédiatement (la période déjà payée n’est pas remboursée)',
  cancelAtPeriodEnd: 'À la fin de la période déjà payée',
  password: 'Votre mot de passe',
  confirmClose: 'Fermer mon compte définitivement',
  closing: 'Fermeture de votre compte…',
  keepAccount: 'Garder mon compte',
  closedTitle: 'Votre compte est fermé.',
  closedText:
    'Vos renseignements personnels ont été supprimés. Vos factures demeurent chez notre fournisseur de services de paiement pendant six ans, comme l’exige la loi fiscale.',
  done: 'Terminer',
};

/** Beside the component rather than in the locale packs, so they load with it, lazily. */
export const yourDataTexts: Record<UiLocale, YourDataLabels> = { 'en-CA': enCA, 'fr-CA': frCA };
