/*
 * The account settings' words in both languages. Kept with the component, not in the locale packs
 * the app shell carries whole: the settings load with their own chunk, after the dashboard.
 */

/** Why a settings form refused or failed (the kinds @northbeam/flows' accountSettings checks give). */
export type AccountSettingsErrorKind =
  | 'nameEmpty'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'emailSame'
  | 'emailTaken'
  | 'passwordWeak'
  | 'passwordSame'
  | 'codeInvalid'
  | 'rateLimited'
  | 'failed';

export interface AccountSettingsLabels {
  title: string;
  nameTitle: string;
  fullName: string;
  saveName: string;
  emailTitle: string;
  currentEmail: (email: string) => string;
  newEmail: string;
  changeEmail: string;
  /** Links were sent to both addresses; the address changes once both are followed. */
  emailPendingTitle: string;
  emailPending: (current: string, next: string) => string;
  /** One of the two links has been followed. */
  emailHalfConfirmed: string;
  passwordTitle: string;
  newPassword: string;
  passwordHint: (minLength: number) => string;
  changePassword: string;
  code: string;
  codeAsked: (email: string) => string;
  languageTitle: string;
  language: string;
  languageOptions: readonly { value: 'en' | 'fr'; label: string }[];
  saveLanguage: string;
  saving: string;
  saved: string;
  passwordSaved: string;
  errors: Record<AccountSettingsErrorKind, string>;
}

/** Each language named in itself, the same in both packs. */
const languageOptions: AccountSettingsLabels['languageOptions'] = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
];

export const accountSettingsEnCA: AccountSettingsLabels = {
  title: 'Account settings',
  nameTitle: 'Your name',
  fullName: 'Full name',
  saveName: 'Save name',
  emailTitle: 'E-mail address',
  currentEmail: (email) => `You sign in with ${email}.`,
  newEmail: 'New e-mail address',
  changeEmail: 'Change e-mail',
  emailPendingTitle: 'Confirm the change from both addresses',
  emailPending: (current, next) =>
    `We sent a link to ${current} and another to ${next}. Your address changes once both links are followed.`,
  emailHalfConfirmed:
    'One address is confirmed. Follow the link sent to the other address to finish the change.',
  passwordTitle: 'Password',
  newPassword: 'New password',
  passwordHint: (minLength) => `At least ${minLength} characters.`,
  changePassword: 'Change password',
  code: 'Verification code',
  codeAsked: (email) =>
    `For your security, we sent a 6-digit code to ${email}. Enter it to change your password.`,
  languageTitle: 'Language',
  language: 'Language for the dashboard, e-mails, checkout and invoices',
  languageOptions,
  saveLanguage: 'Save language',
  saving: 'Saving...',
  saved: 'Saved.',
  passwordSaved: 'Your password has been changed.',
  errors: {
    nameEmpty: 'Please enter your name.',
    nameTooLong: 'Please keep your name to 100 characters or fewer.',
    emailInvalid: 'Please enter a valid e-mail address, like name@company.ca.',
    emailSame: 'This is already your e-mail address.',
    emailTaken: 'Another account already uses this e-mail address.',
    passwordWeak: 'Please choose a password of 6 to 72 characters.',
    passwordSame: 'Your new password must be different from the current one.',
    codeInvalid: 'This code is not valid or has expired. Check the latest e-mail, or ask again.',
    rateLimited: 'Too many attempts. Please wait a minute and try again.',
    failed: 'Your change could not be saved. Please try again.',
  },
};

export const accountSettingsFrCA: AccountSettingsLabels = {
  title: 'Paramètres du compte',
  nameTitle: 'Votre nom',
  fullName: 'Nom complet',
  saveName: 'Enregistrer le nom',
  emailTitle: 'Adresse courriel',
  currentEmail: (email) => `Vous vous connectez avec ${email}.`,
  newEmail: 'Nouvelle adresse courriel',
  changeEmail: 'Changer d’adresse',
  emailPendingTitle: 'Confirmez le changement à partir des deux adresses',
  emailPending: (current, next) =>
    `Nous avons envoyé un lien à ${current} et un autre à ${next}. Votre adresse change une fois les deux liens suivis.`,
  emailHalfConfirmed:
    'Une adresse est confirmée. Suivez le lien envoyé à l’autre adresse pour terminer le changement.',
  passwordTitle: 'Mot de passe',
  newPassword: 'Nouveau mot de passe',
  passwordHint: (minLength) => `Au moins ${minLength} caractères.`,
  changePassword: 'Changer le mot de passe',
  code: 'Code de vérification',
  codeAsked: (email) =>
    `Pour votre sécurité, nous avons envoyé un code à 6 chiffres à ${email}. Entrez-le pour changer votre mot de passe.`,
  languageTitle: 'Langue',
  language: 'Langue du tableau de bord, des courriels, du paiement et des factures',
  languageOptions,
  saveLanguage: 'Enregistrer la langue',
  saving: 'Enregistrement…',
  saved: 'Enregistré.',
  passwordSaved: 'Votre mot de passe a été changé.',
  errors: {
    nameEmpty: 'Veuillez entrer votre nom.',
    nameTooLong: 'Votre nom doit compter 100 caractères ou moins.',
    emailInvalid: 'Veuillez entrer une adresse courriel valide, comme nom@entreprise.ca.',
    emailSame: 'C’est déjà votre adresse courriel.',
    emailTaken: 'Un autre compte utilise déjà cette adresse courriel.',
    passwordWeak: 'Veuillez choisir un mot de passe de 6 à 72 caractères.',
    passwordSame: 'Le nouveau mot de passe doit être différent de l’actuel.',
    codeInvalid:
      'Ce code n’est pas valide ou a expiré. Consultez le dernier courriel ou demandez-en un autre.',
    rateLimited: 'Trop de tentatives. Veuillez patienter une minute et réessayer.',
    failed: 'Votre changement n’a pas pu être enregistré. Veuillez réessayer.',
  },
};
