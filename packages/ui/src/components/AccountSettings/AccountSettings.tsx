import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Stack } from '../../primitives/layout';
import { Card } from '../../primitives/surface';
import { Heading, Text, type HeadingLevel } from '../../primitives/typography';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { SelectField } from '../SelectField/SelectField';
import { TextField } from '../TextField/TextField';
import { useLocale } from '../../i18n/context';
import {
  accountSettingsEnCA,
  accountSettingsFrCA,
  type AccountSettingsErrorKind,
  type AccountSettingsLabels,
} from './labels';

export type AccountSettingsForm = 'name' | 'email' | 'password' | 'language';

/** Where one form is: idle, its request running, done, or refused (and why). */
export interface AccountSettingsFormState {
  status: 'idle' | 'saving' | 'saved' | 'error';
  error?: AccountSettingsErrorKind;
}

export interface AccountSettingsProps {
  fullName: string;
  email: string;
  language: 'en' | 'fr';
  /** The address a change waits on (both addresses have been mailed a link). */
  pendingEmail?: string | null;
  /** One of the two links has been followed. */
  emailHalfConfirmed?: boolean;
  /** The password change needs the code just mailed to `email` (re-authentication). */
  codeAsked?: boolean;
  minPasswordLength?: number;
  forms?: Partial<Record<AccountSettingsForm, AccountSettingsFormState>>;
  onSaveName: (fullName: string) => void;
  onChangeEmail: (email: string) => void;
  /** `code` is '' until one is asked for. */
  onChangePassword: (password: string, code: string) => void;
  onSaveLanguage: (language: 'en' | 'fr') => void;
  headingLevel?: HeadingLevel;
  labels?: AccountSettingsLabels;
  lang?: string;
}

const IDLE: AccountSettingsFormState = { status: 'idle' };

/** One titled form: its fields, a submit button busy while saving, and the saved message. */
function SettingsForm({
  title,
  headingLevel,
  state,
  submit,
  busyLabel,
  savedText,
  onSubmit,
  children,
}: {
  title: string;
  headingLevel: HeadingLevel;
  state: AccountSettingsFormState;
  submit: string;
  busyLabel: string;
  savedText: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack as="form" space="sm" aria-labelledby={headingId} onSubmit={send} noValidate>
      <Heading level={headingLevel} size="4" id={headingId}>
        {title}
      </Heading>
      {children}
      <div>
        <Button
          type="submit"
          variant="secondary"
          busy={state.status === 'saving'}
          busyLabel={busyLabel}
        >
          {submit}
        </Button>
      </div>
      <p role="status">{state.status === 'saved' ? savedText : ''}</p>
    </Stack>
  );
}

/** The dashboard's account settings: name, e-mail address (confirmed from both), password, language. */
export function AccountSettings({
  fullName,
  email,
  language,
  pendingEmail,
  emailHalfConfirmed = false,
  codeAsked = false,
  minPasswordLength = 6,
  forms = {},
  onSaveName,
  onChangeEmail,
  onChangePassword,
  onSaveLanguage,
  headingLevel = 2,
  labels: labelsIn,
  lang,
}: AccountSettingsProps) {
  const locale = useLocale();
  const labels = labelsIn ?? (locale.startsWith('fr') ? accountSettingsFrCA : accountSettingsEnCA);
  const headingId = useId();
  const [name, setName] = useState(fullName);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [chosen, setChosen] = useState<string>(language);
  const state = (form: AccountSettingsForm) => forms[form] ?? IDLE;
  const errorOf = (form: AccountSettingsForm) => {
    const { status, error } = state(form);
    return status === 'error' ? labels.errors[error ?? 'failed'] : undefined;
  };
  // What tells the four forms apart besides their fields: their titles, buttons and saved texts
  // (the e-mail change says nothing on saving: its notice tells what comes next).
  const formTexts: Record<
    AccountSettingsForm,
    { title: string; submit: string; savedText: string }
  > = {
    name: { title: labels.nameTitle, submit: labels.saveName, savedText: labels.saved },
    email: { title: labels.emailTitle, submit: labels.changeEmail, savedText: '' },
    password: {
      title: labels.passwordTitle,
      submit: labels.changePassword,
      savedText: labels.passwordSaved,
    },
    language: { title: labels.languageTitle, submit: labels.saveLanguage, savedText: labels.saved },
  };
  const formProps = (form: AccountSettingsForm) => ({
    ...formTexts[form],
    headingLevel: (headingLevel + 1) as HeadingLevel,
    busyLabel: labels.saving,
    state: state(form),
  });
  const passwordError = errorOf('password');
  return (
    <Card as="section" aria-labelledby={headingId} lang={lang}>
      <Stack space="xl">
        <Heading level={headingLevel} size="3" id={headingId}>
          {labels.title}
        </Heading>
        <SettingsForm {...formProps('name')} onSubmit={() => onSaveName(name)}>
          <TextField
            label={labels.fullName}
            value={name}
            onValueChange={setName}
            autoComplete="name"
            error={errorOf('name')}
          />
        </SettingsForm>
        <SettingsForm {...formProps('email')} onSubmit={() => onChangeEmail(newEmail)}>
          <Text tone="muted">{labels.currentEmail(email)}</Text>
          {pendingEmail && (
            <Notice
              title={emailHalfConfirmed ? labels.emailHalfConfirmed : labels.emailPendingTitle}
              description={labels.emailPending(email, pendingEmail)}
            />
          )}
          <TextField
            label={labels.newEmail}
            type="email"
            value={newEmail}
            onValueChange={setNewEmail}
            autoComplete="email"
            error={errorOf('email')}
          />
        </SettingsForm>
        <SettingsForm
          {...formProps('password')}
          onSubmit={() => onChangePassword(password, codeAsked ? code : '')}
        >
          <TextField
            label={labels.newPassword}
            type="password"
            value={password}
            onValueChange={setPassword}
            autoComplete="new-password"
            hint={labels.passwordHint(minPasswordLength)}
            error={
              codeAsked && state('password').error === 'codeInvalid' ? undefined : passwordError
            }
          />
          {codeAsked && (
            <>
              <Text>{labels.codeAsked(email)}</Text>
              <TextField
                label={labels.code}
                value={code}
                onValueChange={setCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                error={state('password').error === 'codeInvalid' ? passwordError : undefined}
              />
            </>
          )}
        </SettingsForm>
        <SettingsForm
          {...formProps('language')}
          onSubmit={() => onSaveLanguage(chosen === 'fr' ? 'fr' : 'en')}
        >
          <SelectField
            label={labels.language}
            value={chosen}
            onValueChange={setChosen}
            options={labels.languageOptions}
            error={errorOf('language')}
          />
        </SettingsForm>
      </Stack>
    </Card>
  );
}
