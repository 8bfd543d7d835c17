import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Heading, Text, type HeadingLevel } from '../../primitives/typography';
import { Button } from '../Button/Button';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { Icon } from '../Icon/Icon';
import { Notice } from '../Notice/Notice';
import { TextField } from '../TextField/TextField';
import { useFieldHandlers } from '../Field/useFieldHandlers';
import * as css from './AuthCard.css';
import { enCA } from '../../i18n/en-CA';
import { useUiTexts } from '../../i18n/context';
import type { AuthCardMode, AuthCardLabels } from './AuthCard.props';
export type { AuthCardMode, AuthCardLabels };

export type AuthCardField = 'email' | 'password' | 'fullName';

export type AuthCardValues = Record<AuthCardField, string>;

// The fields in the order the card shows them (and its error summary lists them).
const fieldOrder: readonly AuthCardField[] = ['fullName', 'email', 'password'];

export const emptyAuthCardValues: AuthCardValues = { email: '', password: '', fullName: '' };

export interface AuthCardMessage {
  title: string;
  description?: string;
}

/** The English pack's texts (`enCA.AuthCard`), for apps that build on them. */
export const defaultAuthCardLabels: AuthCardLabels = enCA.AuthCard;

export interface AuthCardProps {
  mode: AuthCardMode;
  values: AuthCardValues;
  onChange: (field: AuthCardField, value: string) => void;
  onSubmit: () => void;
  /**
   * The auth server's shortest password (@northbeam/flows' MIN_PASSWORD_LENGTH): the password
   * field's `minlength` and its hint 'At least {n} characters.'. No default here, so the card
   * never states a rule the server does not apply.
   */
  minPasswordLength: number;
  /** Switches between sign-in and sign-up. */
  onToggleMode?: () => void;
  /** Shows 'Forgot password?' in sign-in mode. */
  onForgotPassword?: () => void;
  /** Shows 'Back to sign in' in the password modes. */
  onBackToSignIn?: () => void;
  /** In forgot-password mode: the recovery link had expired; the card says so ('linkExpired'). */
  linkExpired?: boolean;
  /** In forgot-password mode: a sign-up link confirmed the address without signing in ('emailConfirmed'). */
  emailConfirmed?: boolean;
  /** While the request runs: the button shows 'Loading…' and is disabled. */
  busy?: boolean;
  /** The plan chosen on the pricing page, shown as 'Selected Plan: {plan}'. */
  selectedPlan?: string | null;
  /**
   * What the chosen plan costs, under 'Selected Plan: {plan}' (e.g. '$1,697/month, billed
   * annually'): the app formats it, the card gives it its place.
   */
  planSummary?: ReactNode;
  /** The provider's error, shown as a destructive message titled 'Error'. */
  error?: { title?: string; description: string } | null;
  /** A success message, e.g. after a reset link is sent. */
  successMessage?: AuthCardMessage | null;
  fieldErrors?: Partial<Record<AuthCardField, string>>;
  /**
   * Skip the browser's own checks (true by default: the flow reports every field error, in the
   * error summary and beside each field). The `required` attributes stay either way.
   */
  noValidate?: boolean;
  /** The card title is the page's main heading on /auth. */
  headingLevel?: HeadingLevel;
  labels?: Partial<AuthCardLabels>;
  lang?: string;
}

/** The /auth card: sign in, sign up, request a reset link, or set a new password. */
export function AuthCard({
  mode,
  values,
  onChange,
  onSubmit,
  minPasswordLength,
  onToggleMode,
  onForgotPassword,
  onBackToSignIn,
  linkExpired = false,
  emailConfirmed = false,
  busy = false,
  selectedPlan,
  planSummary,
  error,
  successMessage,
  fieldErrors = {},
  noValidate = true,
  headingLevel = 1,
  labels: labelOverrides,
  lang,
}: AuthCardProps) {
  const titleId = useId();
  const labels = { ...useUiTexts('AuthCard'), ...labelOverrides };
  const copy =
    mode !== 'forgotPassword'
      ? labels[mode]
      : emailConfirmed
        ? labels.emailConfirmed
        : linkExpired
          ? labels.linkExpired
          : labels.forgotPassword;
  const showEmail = mode !== 'resetPassword';
  const showPassword = mode !== 'forgotPassword';
  const choosingPassword = mode === 'signUp' || mode === 'resetPassword';

  const cardRef = useRef<HTMLElement>(null);
  // GOV.UK's pattern: a submit that finds field errors moves focus to the error summary at the
  // top of the form, whose links lead to each field (WCAG 3.3.1, 4.1.3); every submit counts, so
  // a second refused submit brings focus back to it.
  const [submits, setSubmits] = useState(0);
  const fieldId = (field: AuthCardField) => `${titleId}-${field}`;
  const handlers = useFieldHandlers(fieldOrder, onChange);
  const summaryErrors = fieldOrder.flatMap((field) => {
    const message = fieldErrors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  // A mode change removes the control that caused it ('Forgot password?', 'Back to sign in'):
  // focus goes to the new card's title instead of falling to <body> (WCAG 2.4.3).
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    const active = document.activeElement;
    if (!active || active === document.body || !cardRef.current?.contains(active)) {
      document.getElementById(titleId)?.focus();
    }
  }, [mode, titleId]);

  const bind = (field: AuthCardField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onValueChange: handlers[field],
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmits((count) => count + 1);
    onSubmit();
  };

  return (
    <section ref={cardRef} className={css.card} aria-labelledby={titleId} lang={lang}>
      <div className={css.header}>
        <Heading level={headingLevel} size="2" id={titleId} align="center" tabIndex={-1}>
          {copy.title}
        </Heading>
        <Text size="sm" tone="muted" align="center">
          {copy.description}
        </Text>
      </div>

      {selectedPlan && (
        <p className={css.selectedPlan}>
          <Icon name="star" size={16} />
          {labels.selectedPlan(selectedPlan)}
        </p>
      )}
      {selectedPlan && planSummary && <div className={css.planSummary}>{planSummary}</div>}

      <form
        className={css.form}
        onSubmit={handleSubmit}
        noValidate={noValidate}
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
      >
        {summaryErrors.length > 0 && <ErrorSummary errors={summaryErrors} focusKey={submits} />}
        {mode === 'signUp' && (
          <TextField {...bind('fullName')} label={labels.fullName} autoComplete="name" required />
        )}
        {showEmail && (
          <TextField
            {...bind('email')}
            type="email"
            label={labels.email}
            autoComplete={mode === 'signUp' ? 'email' : 'username'}
            inputMode="email"
            required
          />
        )}
        {showPassword && (
          <TextField
            {...bind('password')}
            type="password"
            label={mode === 'resetPassword' ? labels.newPassword : labels.password}
            autoComplete={choosingPassword ? 'new-password' : 'current-password'}
            minLength={minPasswordLength}
            hint={choosingPassword ? labels.passwordHint(minPasswordLength) : undefined}
            required
          />
        )}
        {mode === 'signIn' && onForgotPassword && (
          <div className={css.forgotRow}>
            <button type="button" className={css.linkButton} onClick={onForgotPassword}>
              {labels.forgotPasswordLink}
            </button>
          </div>
        )}

        {error && (
          <Notice
            tone="destructive"
            title={error.title ?? labels.errorTitle}
            description={error.description}
          />
        )}
        {successMessage && <Notice tone="success" {...successMessage} />}

        <Button type="submit" size="lg" fullWidth busy={busy} busyLabel={labels.busy}>
          {copy.submit}
        </Button>
      </form>

      {(mode === 'signIn' || mode === 'signUp') && onToggleMode && (
        <div className={css.footer}>
          <button type="button" className={css.linkButton} onClick={onToggleMode}>
            {mode === 'signIn' ? labels.toSignUp : labels.toSignIn}
          </button>
        </div>
      )}
      {(mode === 'forgotPassword' || mode === 'resetPassword') && onBackToSignIn && (
        <div className={css.footer}>
          <button type="button" className={css.linkButton} onClick={onBackToSignIn}>
            <Icon name="arrowLeft" size={16} />
            {labels.backToSignIn}
          </button>
        </div>
      )}
    </section>
  );
}
