import { notice } from '../notice.js';

/**
 * The notices in the spec's English words, as a visitor reads them: a machine's unit test and its
 * model test expect the same ones, written once here so the two cannot drift apart. The words are
 * written out, not read from texts.ts, so a changed text fails the tests. (The contact form's
 * required-fields notice stays in its tests: scripts/one-home.test.mjs lets only tests repeat it.)
 */

/** An auth provider's refusal, its message under 'Error'. */
export const providerError = (description: string) => notice('destructive', 'Error', description);

export const authNotices = {
  unexpected: providerError('An unexpected error occurred.'),
  signUpSuccess: notice('default', 'Success', 'Please check your email to confirm your account.'),
  resetEmailSent: notice(
    'default',
    'Check your email',
    'We sent you a link to reset your password.',
  ),
  signedIn: notice('default', 'Welcome back!', 'You have successfully signed in.'),
  passwordUpdated: notice(
    'default',
    'Password updated',
    'Your new password is saved and you are signed in.',
  ),
};

export const newsletterNotices = {
  confirmation: notice(
    'success',
    'Almost there!',
    'Please check your inbox to confirm your subscription.',
  ),
  failure: notice('destructive', 'Could not subscribe', 'Please try again in a moment.'),
};

export const contactNotices = {
  sent: notice(
    'success',
    'Message sent successfully!',
    "We'll get back to you within 24 hours with a custom SEO strategy.",
  ),
  /** Naming the agency's address from the form's input. */
  failed: (agencyEmail: string) =>
    notice(
      'destructive',
      'Error sending message',
      `Please try again or contact us directly at ${agencyEmail}`,
    ),
};
