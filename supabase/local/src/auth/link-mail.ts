import { escapeHtml } from '../../../functions/_shared/escape.ts';

// GoTrue's default templates for the mailed links, in HTML and plain text.

export type LinkType = 'signup' | 'recovery' | 'magiclink';

const CONTENT: Record<LinkType, { subject: string; title: string; lead: string; action: string }> =
  {
    signup: {
      subject: 'Confirm Your Signup',
      title: 'Confirm your signup',
      lead: 'Follow this link to confirm your user:',
      action: 'Confirm your mail',
    },
    recovery: {
      subject: 'Reset Your Password',
      title: 'Reset Password',
      lead: 'Follow this link to reset the password for your user:',
      action: 'Reset Password',
    },
    magiclink: {
      subject: 'Your Magic Link',
      title: 'Magic Link',
      lead: 'Follow this link to login:',
      action: 'Log In',
    },
  };

export function linkMail(
  type: LinkType,
  name: string | undefined,
  link: string,
): { subject: string; html: string; text: string } {
  const c = CONTENT[type];
  // The name is whatever the visitor typed at sign-up: escaped like any other user text.
  const greeting = name ? `Hi ${name},` : '';
  return {
    subject: c.subject,
    html: `<h2>${c.title}</h2>\n${greeting ? `<p>${escapeHtml(greeting)}</p>\n` : ''}<p>${c.lead}</p>\n<p><a href="${escapeHtml(link)}">${c.action}</a></p>\n`,
    text: `${c.title}\n\n${greeting ? `${greeting}\n\n` : ''}${c.lead}\n${link}\n`,
  };
}
