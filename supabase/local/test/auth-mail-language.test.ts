import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { readAuthMailTemplates, renderAuthMail } from '../src/mail/auth-templates.ts';
import { parseGoTemplate } from '../src/mail/go-template.ts';
import { backendForSuite, SITE, startTestBackend } from './support/backend.ts';
import { client, uniqueEmail } from './support/clients.ts';
import { follow, fragmentParams, linkIn, waitForMail } from './support/inbox.ts';

// Auth's mails speak the language stored at sign-up (user_metadata.locale), from the template files
// supabase/config.toml gives hosted Auth, rendered here as hosted Auth renders them.

const CONFIG = fileURLToPath(new URL('../../config.toml', import.meta.url));

describe('the Go template subset of the Auth mail templates', () => {
  const render = (source: string, data: Record<string, unknown>) =>
    parseGoTemplate(source, 'test').render(data);

  it('chooses a branch with eq on the metadata, escapes values and writes nothing for a missing key', () => {
    const source =
      '{{ if eq .Data.locale "fr" }}Bonjour {{ .Data.name }}{{ else if .Data.name }}Hi {{ .Data.name }}{{ else }}Hi{{ end }}';
    expect(render(source, { Data: { locale: 'fr', name: '<b>Zoé</b>' } })).toBe(
      'Bonjour &lt;b&gt;Zoé&lt;/b&gt;',
    );
    expect(render(source, { Data: { locale: 'en', name: 'Ada' } })).toBe('Hi Ada');
    expect(render(source, { Data: {} })).toBe('Hi');
    expect(render('[{{ .Missing.key }}]', {})).toBe('[]');
    expect(render('a {{- " b " -}} c', {})).toBe('a b c');
  });

  it('fails, as Go does, on eq between values of different kinds', () => {
    expect(() =>
      render('{{ if eq .Data.locale "fr" }}x{{ end }}', { Data: { locale: 5 } }),
    ).toThrow(/incompatible types/);
  });

  it('refuses syntax it does not implement when the template is read', () => {
    for (const source of [
      '{{ range .Data }}{{ end }}',
      '{{ .Data | html }}',
      '{{ if .A }}',
      '{{ end }}',
    ]) {
      expect(() => parseGoTemplate(source, 'test'), source).toThrow();
    }
  });
});

describe("the project's Auth mail templates", () => {
  const templates = readAuthMailTemplates(CONFIG);
  const data = (locale?: unknown) => ({
    SiteURL: SITE,
    Email: 'zoe@example.com',
    ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=t&type=signup&redirect_to=x',
    Token: '123456',
    Data: locale === undefined ? {} : { locale, full_name: 'Zoé' },
  });

  it('config.toml gives every mail the embedded backend sends a template', () => {
    expect(Object.keys(templates).sort()).toEqual([
      'confirmation',
      'email_change',
      'magic_link',
      'reauthentication',
      'recovery',
    ]);
  });

  it('writes each in French with a French subject and lang="fr-CA" for locale fr, else in English', () => {
    const expected = {
      confirmation: ['Confirmez votre inscription', 'Confirm Your Signup'],
      recovery: ['Réinitialisez votre mot de passe', 'Reset Your Password'],
      magic_link: ['Votre lien de connexion', 'Your Magic Link'],
      reauthentication: ['Votre code de vérification', 'Your verification code'],
      email_change: [
        'Confirmez votre nouvelle adresse courriel',
        'Confirm your new e-mail address',
      ],
    } as const;
    for (const [kind, [fr, en]] of Object.entries(expected)) {
      const template = templates[kind as keyof typeof expected]!;
      const french = renderAuthMail(template, data('fr'));
      expect(french.subject, kind).toBe(fr);
      expect(french.html, kind).toContain('<html lang="fr-CA">');
      expect(french.text, kind).not.toMatch(/\b(the|your|this|follow)\b/i);
      for (const locale of ['en', undefined]) {
        const english = renderAuthMail(template, data(locale));
        expect(english.subject, kind).toBe(en);
        expect(english.html, kind).toContain('<html lang="en">');
      }
    }
  });
});

describe('Auth mail in the language stored at sign-up', () => {
  let backend: Backend;
  backendForSuite(
    () => startTestBackend({ functions: false, stripe: false }),
    (started) => (backend = started),
  );

  async function signUp(email: string, data: Record<string, unknown>) {
    const { error } = await client(backend.url, backend.anonKey).auth.signUp({
      email,
      password: 'password-123',
      options: {
        data: { full_name: 'Zoé Tremblay', ...data },
        emailRedirectTo: `${SITE}/fr/connexion`,
      },
    });
    expect(error).toBeNull();
  }

  it('a French sign-up gets the French confirmation mail, whose link confirms the account', async () => {
    const email = uniqueEmail('fr-signup');
    await signUp(email, { locale: 'fr' });
    const mail = await waitForMail(backend.inboxUrl, email, /./);
    expect(mail.subject).toBe('Confirmez votre inscription');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.text).toContain('Bonjour Zoé Tremblay,');
    expect(mail.text).toContain('Confirmer mon adresse courriel');
    const landing = await follow(linkIn(mail, '/auth/v1/verify'));
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/fr/connexion`);
    expect(fragmentParams(landing).get('access_token')).toBeTruthy();
  });

  it('an English sign-up, or one from before the French edition, stays English', async () => {
    for (const data of [{ locale: 'en' }, {}]) {
      const email = uniqueEmail('en-signup');
      await signUp(email, data);
      const mail = await waitForMail(backend.inboxUrl, email, /./);
      expect(mail.subject).toBe('Confirm Your Signup');
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.text).toContain('Hi Zoé Tremblay,');
    }
  });

  it('a locale other than en or fr is stored as en (the database checks it), so the mail is English and is sent', async () => {
    for (const locale of ['de', 'fr-CA', 5, { lang: 'fr' }]) {
      const email = uniqueEmail('bad-locale');
      await signUp(email, { locale });
      const mail = await waitForMail(backend.inboxUrl, email, /./);
      expect(mail.subject, JSON.stringify(locale)).toBe('Confirm Your Signup');
      const [row] = await backend.db.query<{ locale: unknown }>(
        "select raw_user_meta_data -> 'locale' as locale from auth.users where email = $1",
        [email],
      );
      expect(row?.locale, JSON.stringify(locale)).toBe('en');
    }
  });

  it('a French user asking for a password reset gets the French mail', async () => {
    const email = uniqueEmail('fr-reset');
    await signUp(email, { locale: 'fr' });
    await waitForMail(backend.inboxUrl, email, /Confirmez/);
    const { error } = await client(backend.url, backend.anonKey).auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/fr/connexion`,
    });
    expect(error).toBeNull();
    const mail = await waitForMail(backend.inboxUrl, email, /Réinitialisez votre mot de passe/);
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(linkIn(mail, '/auth/v1/verify')).toContain('type=recovery');
  });
});
