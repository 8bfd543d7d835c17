/**
 * Every user-facing string the flows produce themselves (notices, field errors, busy labels of
 * their own), so the site, the stories and the tests read the same text. Words a ui component
 * always shows (a card's title, its links and buttons) are that component's defaults in
 * @northbeam/ui and are not repeated here: each text has one owner. Strings marked "spec" are
 * quoted exactly from the product spec; the rest fill gaps the spec leaves open.
 */
import { REQUIRED_FIELDS_MESSAGE } from './catalogue.js';
import { sessionTexts } from './sessionTexts.js';
import { MIN_PASSWORD_LENGTH } from './validation.js';

// Each flow's texts are a constant of their own, so a page that runs one flow bundles its texts
// and not the others' (the bundler cannot leave out an object's unused properties).
export const contactTexts = {
  /** spec: submit button label while an enquiry is in flight */
  sending: 'Sending...',
  /** spec */
  requiredTitle: 'Please fill in required fields',
  /** spec */
  requiredDescription: REQUIRED_FIELDS_MESSAGE['en-CA'],
  /** spec */
  successTitle: 'Message sent successfully!',
  /** spec */
  successDescription: "We'll get back to you within 24 hours with a custom SEO strategy.",
  /** spec */
  failureTitle: 'Error sending message',
  /** spec, with the agency's e-mail filled in */
  failureDescription: (email: string) => `Please try again or contact us directly at ${email}`,
  // The spec's one notice names the required fields together; the error summary's links and
  // the messages beside the fields are ours.
  invalidTitle: 'Please correct the highlighted field',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  messageRequired: 'Enter your message',
};

export const pricingTexts = {
  /** spec */
  annualPeriod: '/month (billed annually)',
  monthlyPeriod: '/month',
  /** spec */
  discountLabel: '15% off',
  /** spec */
  annualBanner: 'Save 15% with annual billing!',
};

export const texts = {
  common: {
    /** spec: title of every auth error toast */
    errorTitle: 'Error',
  },
  contact: contactTexts,
  auth: {
    /** spec */
    signUpSuccessTitle: 'Success',
    /** spec */
    signUpSuccessDescription: 'Please check your email to confirm your account.',
    /** spec */
    signInSuccessTitle: 'Welcome back!',
    /** spec */
    signInSuccessDescription: 'You have successfully signed in.',
    /** spec */
    unexpectedError: 'An unexpected error occurred.',
    // The spec relies on browser-level validation and quotes no field messages; these fill the gap.
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Password is required.',
    passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    fullNameRequired: 'Full name is required.',
    // Forgot / reset password is not on a visible screen in the spec; texts are ours.
    resetEmailSentTitle: 'Check your email',
    resetEmailSentDescription: 'We sent you a link to reset your password.',
    passwordUpdatedTitle: 'Password updated',
    passwordUpdatedDescription: 'Your new password is saved and you are signed in.',
  },
  dashboard: {
    /** spec */
    checkoutFailed: 'Failed to create checkout session',
    /** spec */
    portalFailed: 'Failed to open customer portal',
    // Not in the spec, whose terms say plan changes apply from the next billing cycle: a change
    // waits for the period end; the card beside this notice gives the date.
    planChangeScheduledTitle: 'Plan change scheduled',
    planChangeScheduled: (plan: string) =>
      `Your plan changes to ${plan} at the start of your next billing cycle.`,
    planChangeFailed: 'Failed to change plan',
  },
  pricing: pricingTexts,
  // The blog's panels a newsletter mail's links open (/blog?newsletter=confirm|unsubscribe): opening
  // a link changes nothing (mail scanners open them all); the button does. Not in the spec: ours.
  newsletterLinks: {
    confirmHeading: 'Confirm your subscription',
    confirmIntro:
      'Press the button to confirm that you want the Northbeam Search newsletter at this address.',
    confirmButton: 'Confirm subscription',
    confirming: 'Confirming...',
    unsubscribeHeading: 'Unsubscribe from the newsletter',
    unsubscribeIntro: 'Press the button to stop the newsletter e-mails to this address.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribing: 'Unsubscribing...',
    failureTitle: 'Something went wrong',
    failureDescription: 'Please try again in a moment.',
  },
  newsletter: {
    // The spec shows only a 'Subscribe to Newsletter' button; the texts below are ours.
    button: 'Subscribe to Newsletter',
    subscribing: 'Subscribing...',
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    confirmationTitle: 'Almost there!',
    confirmationDescription: 'Please check your inbox to confirm your subscription.',
    failureTitle: 'Could not subscribe',
    failureDescription: 'Please try again in a moment.',
    // Where the mailed links land: /blog?newsletter=confirmed|invalid|unsubscribed.
    confirmedTitle: "You're subscribed",
    confirmedDescription: 'Thank you for confirming. The next issue will reach your inbox.',
    invalidTitle: 'This link is not valid',
    invalidDescription:
      'It may be incomplete or replaced by a newer one. Enter your address below to get a new link.',
    unsubscribedTitle: "You're unsubscribed",
    unsubscribedDescription:
      'This address will get no more newsletter e-mails. Changed your mind? Subscribe again below.',
  },
  session: sessionTexts,
} as const;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

/**
 * The shape of every language's texts: the English catalogue's keys, each a string (or a
 * function). Beside the catalogue, so a translation reads it without importing the locale switch.
 */
export type FlowTexts = Widen<typeof texts>;
