import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { parseGoTemplate, type GoTemplate } from './go-template.ts';

/*
 * Auth's mail templates as supabase/config.toml names them for the hosted project
 * (`[auth.email.template.<kind>]` with `subject` and `content_path`, pushed by `supabase config
 * push`), read here so the embedded backend sends the same subjects and bodies. Hosted Auth parses
 * both the subject and the body as Go html/template and gives them the user's metadata as `.Data`
 * (supabase/auth internal/mailer/templatemailer), which is how one template speaks both languages.
 */

export type AuthMailKind =
  'confirmation' | 'recovery' | 'magic_link' | 'reauthentication' | 'email_change';

const KINDS: AuthMailKind[] = [
  'confirmation',
  'recovery',
  'magic_link',
  'reauthentication',
  'email_change',
];

export interface AuthMailTemplate {
  subject: GoTemplate;
  body: GoTemplate;
}

export type AuthMailTemplates = Partial<Record<AuthMailKind, AuthMailTemplate>>;

/** What hosted Auth gives a template (templatemailer.go); each kind fills the part it has. */
export interface AuthMailData extends Record<string, unknown> {
  SiteURL: string;
  Email: string;
  Data: Record<string, unknown>;
  ConfirmationURL?: string;
  Token?: string;
  TokenHash?: string;
  RedirectTo?: string;
  /** email_change: the address asked for, and which of the two this mail goes to. */
  NewEmail?: string;
  SendingTo?: string;
}

type Table = Record<string, unknown>;
const tableAt = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

/**
 * The templates config.toml sets; a kind it leaves out keeps hosted Auth's default. A
 * `content_path` is relative to the project directory (the one holding supabase/), as the
 * Supabase CLI reads it.
 */
export function readAuthMailTemplates(configPath: string): AuthMailTemplates {
  const config = parse(readFileSync(configPath, 'utf8'));
  const templates = tableAt(tableAt(tableAt(config.auth).email).template);
  const projectDir = dirname(dirname(resolve(configPath)));
  const result: AuthMailTemplates = {};
  for (const kind of KINDS) {
    const entry = tableAt(templates[kind]);
    if (!('content_path' in entry)) continue;
    const where = `${configPath} [auth.email.template.${kind}]`;
    if (typeof entry.subject !== 'string' || typeof entry.content_path !== 'string') {
      throw new Error(`${where}: subject and content_path must be text`);
    }
    const path = resolve(projectDir, entry.content_path);
    result[kind] = {
      subject: parseGoTemplate(entry.subject, `${where} subject`),
      body: parseGoTemplate(readFileSync(path, 'utf8'), path),
    };
  }
  return result;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

/**
 * The plain-text part hosted Auth's mailer derives from the HTML body: the text of each block on
 * its own line, a link followed by its address.
 */
function textOf(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/i, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
    .replace(/<\/(p|h\d|div|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** The mail hosted Auth would send from this template. */
export function renderAuthMail(
  template: AuthMailTemplate,
  data: AuthMailData,
): { subject: string; html: string; text: string } {
  const html = template.body.render(data);
  return { subject: template.subject.render(data), html, text: `${textOf(html)}\n` };
}
