import { escapeHtml } from '../../../functions/_shared/escape.ts';
import {
  renderAuthMail,
  type AuthMailData,
  type AuthMailKind,
  type AuthMailTemplates,
} from '../mail/auth-templates.ts';

// The mailed links: the project's templates (supabase/config.toml [auth.email.template.*]) when it
// sets them, else GoTrue's default templates, in HTML and plain text.

export type LinkType = 'signup' | 'recovery' | 'magiclink';

const TEMPLATE_OF: Record<LinkType, AuthMailKind> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic_link',
};

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
  templates: AuthMailTemplates,
  type: LinkType,
  data: AuthMailData & { ConfirmationURL: string },
): { subject: string; html: string; text: string } {
  const template = templates[TEMPLATE_OF[type]];
  if (template) return renderAuthMail(template, data);
  const c = CONTENT[type];
  const link = data.ConfirmationURL;
  const name = data.Data.full_name;
  // The name is whatever the visitor typed at sign-up: escaped like any other user text.
  const greeting = typeof name === 'string' && name ? `Hi ${name.slice(0, 200)},` : '';
  return {
    subject: c.subject,
    html: `<h2>${c.title}</h2>\n${greeting ? `<p>${escapeHtml(greeting)}</p>\n` : ''}<p>${c.lead}</p>\n<p><a href="${escapeHtml(link)}">${c.action}</a></p>\n`,
    text: `${c.title}\n\n${greeting ? `${greeting}\n\n` : ''}${c.lead}\n${link}\n`,
  };
}
