import { useEffect, useState } from 'react';
import type { User } from '@supabase/auth-js';
import {
  AccountSettings,
  type AccountSettingsForm,
  type AccountSettingsFormState,
} from '@northbeam/ui';
import {
  accountSettingsErrorOf,
  checkFullName,
  checkNewEmail,
  checkNewPassword,
  MIN_PASSWORD_LENGTH,
  type AccountSettingsError,
} from '@northbeam/flows';
import { pathIn } from '../content/routeTwins';
import { useLang } from './pageAddress';
import { getAuth } from './authClient';

/*
 * The dashboard's account settings, loaded after the dashboard (DashboardPage imports it lazily):
 * the calls to hosted Auth behind the ui's AccountSettings. A new address is confirmed from both
 * addresses (config.toml `double_confirm_changes`); a password change from an old session needs
 * the code hosted Auth mails (`secure_password_change`); the language is user_metadata.locale,
 * which Auth's mails, checkout and invoices read.
 */

/** verify.go's answer when the first of the two links is followed (in the URL it lands on). */
const HALF_CONFIRMED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type AuthError = { code?: string | undefined; message?: string; status?: number } | null;

function landedHalfConfirmed(): boolean {
  const query = new URLSearchParams(window.location.search).get('message');
  const fragment = new URLSearchParams(window.location.hash.slice(1)).get('message');
  return query === HALF_CONFIRMED || fragment === HALF_CONFIRMED;
}

const localeOf = (user: User | null): 'en' | 'fr' =>
  user?.user_metadata.locale === 'fr' ? 'fr' : 'en';

export default function AccountSettingsSection() {
  const lang = useLang();
  const [user, setUser] = useState<User | null>(null);
  const [forms, setForms] = useState<
    Partial<Record<AccountSettingsForm, AccountSettingsFormState>>
  >({});
  const [codeAsked, setCodeAsked] = useState(false);
  const [halfConfirmed] = useState(landedHalfConfirmed);

  useEffect(() => {
    let live = true;
    void getAuth()
      .then((auth) => auth.getUser())
      .then(({ data }) => live && setUser(data.user));
    return () => {
      live = false;
    };
  }, []);

  const set = (form: AccountSettingsForm, state: AccountSettingsFormState) =>
    setForms((current) => ({ ...current, [form]: state }));
  const refuse = (form: AccountSettingsForm, error: AccountSettingsError) =>
    set(form, { status: 'error', error });

  /** Runs one update; the form shows saving, then saved or the refusal. */
  async function run(
    form: AccountSettingsForm,
    call: () => Promise<{ data: { user: User | null }; error: AuthError }>,
  ): Promise<AuthError> {
    set(form, { status: 'saving' });
    try {
      const { data, error } = await call();
      if (error) {
        if (error.code !== 'reauthentication_needed') refuse(form, accountSettingsErrorOf(error));
        return error;
      }
      if (data.user) setUser(data.user);
      set(form, { status: 'saved' });
      return null;
    } catch {
      refuse(form, 'failed');
      return { code: 'unexpected_failure' };
    }
  }

  if (!user) return null;
  const email = user.email ?? '';
  const supabaseCall = getAuth;

  return (
    <AccountSettings
      key={user.id}
      fullName={
        typeof user.user_metadata.full_name === 'string' ? user.user_metadata.full_name : ''
      }
      email={email}
      language={localeOf(user)}
      pendingEmail={user.new_email ?? null}
      emailHalfConfirmed={halfConfirmed && Boolean(user.new_email)}
      codeAsked={codeAsked}
      minPasswordLength={MIN_PASSWORD_LENGTH}
      forms={forms}
      onSaveName={(fullName) => {
        const bad = checkFullName(fullName);
        if (bad) return refuse('name', bad);
        void run('name', async () =>
          (await supabaseCall()).updateUser({ data: { full_name: fullName.trim() } }),
        );
      }}
      onChangeEmail={(next) => {
        const bad = checkNewEmail(next, email);
        if (bad) return refuse('email', bad);
        // Both links lead back to this dashboard, where the second one signs in (PKCE code).
        const emailRedirectTo = `${window.location.origin}${pathIn(lang, '/dashboard')}`;
        void run('email', async () =>
          (await supabaseCall()).updateUser({ email: next.trim() }, { emailRedirectTo }),
        );
      }}
      onChangePassword={(password, code) => {
        const bad = checkNewPassword(password);
        if (bad) return refuse('password', bad);
        void (async () => {
          const auth = await supabaseCall();
          const error = await run('password', () =>
            auth.updateUser(code ? { password, nonce: code.trim() } : { password }),
          );
          if (error?.code !== 'reauthentication_needed') {
            if (!error) setCodeAsked(false);
            return;
          }
          // A session signed in over 24 h ago: hosted Auth mails a code, the form asks for it.
          const sent = await auth.reauthenticate();
          if (sent.error) return refuse('password', accountSettingsErrorOf(sent.error));
          setCodeAsked(true);
          set('password', { status: 'idle' });
        })();
      }}
      onSaveLanguage={(language) => {
        void (async () => {
          const error = await run('language', async () =>
            (await supabaseCall()).updateUser({ data: { locale: language } }),
          );
          // The dashboard follows: its twin in the chosen language (a document navigation: the
          // account pages run no router).
          const target = language === 'fr' ? 'fr-CA' : 'en-CA';
          if (!error && target !== lang) window.location.assign(pathIn(target, '/dashboard'));
        })();
      }}
    />
  );
}
