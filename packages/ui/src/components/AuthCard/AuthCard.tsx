import { useEffect, useId, useRef, type ButtonHTMLAttributes } from 'react';
import { Heading, Text } from '../../primitives/typography';
import { Button } from '../Button/Button';
import { ErrorSummary } from '../ErrorSummary/ErrorSummary';
import { summaryItems, useCountedSubmit } from '../ErrorSummary/summarySubmit';
import { Glyph } from '../Icon/Icon';
import * as glyph from '../Icon/glyphs';
import { Notice } from '../Notice/Notice';
import { TextField } from '../TextField/TextField';
import { useFieldHandlers } from '../Field/useFieldHandlers';
import * as css from './AuthCard.css';
import { useUiTextsOr } from '../../i18n/context';
import * as english from '../../i18n/english';
import {
  authCardDefaults as defaults,
  type AuthCardField,
  type AuthCardLabels,
  type AuthCardProps,
  type AuthCardValues,
} from './AuthCard.props';
export type {
  AuthCardField,
  AuthCardLabels,
  AuthCardMessage,
  AuthCardMode,
  AuthCardProps,
  AuthCardValues,
} from './AuthCard.props';

// The fields in the order the card shows them (and its error summary lists them).
const fieldOrder: readonly AuthCardField[] = ['fullName', 'email', 'password'];

export const emptyAuthCardValues: AuthCardValues = { email: '', password: '', fullName: '' };

/** The English pack's texts (`enCA.AuthCard`), for apps that build on them. */
export const defaultAuthCardLabels: AuthCardLabels = english.AuthCard;

const noFieldErrors: NonNullable<AuthCardProps['fieldErrors']> = {};

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
  linkExpired = defaults.linkExpired,
  emailConfirmed = defaults.emailConfirmed,
  busy = defaults.busy,
  starting = defaults.starting,
  selectedPlan,
  planSummary,
  error,
  successMessage,
  fieldErrors = noFieldErrors,
  noValidate = defaults.noValidate,
  headingLevel = defaults.headingLevel,
  labels: labelOverrides,
  lang,
}: AuthCardProps) {
  const titleId = useId();
  const labels = { ...useUiTextsOr('AuthCard', english.AuthCard), ...labelOverrides };
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
  const { submits, handleSubmit } = useCountedSubmit(busy, onSubmit);
  const fieldId = (field: AuthCardField) => `${titleId}-${field}`;
  const handlers = useFieldHandlers(fieldOrder, onChange);
  const summaryErrors = summaryItems(fieldOrder, fieldErrors, fieldId);

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
          <Glyph d={glyph.star} size={16} />
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
            <LinkButton onClick={onForgotPassword} disabled={starting}>
              {labels.forgotPasswordLink}
            </LinkButton>
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

        {/* Disabled, the default button also stops Enter from submitting the form (HTML's
            implicit submission). */}
        <Button
          type="submit"
          size="lg"
          fullWidth
          busy={busy}
          busyLabel={labels.busy}
          disabled={starting}
        >
          {copy.submit}
        </Button>
      </form>

      {/* Two buttons, not one relabelled: a mode change must remove the control that caused it, so
          the effect above moves focus to the new card's title. */}
      {(mode === 'signIn' || mode === 'signUp') && onToggleMode && (
        <div className={css.footer}>
          <LinkButton onClick={onToggleMode} disabled={starting}>
            {mode === 'signIn' ? labels.toSignUp : labels.toSignIn}
          </LinkButton>
        </div>
      )}
      {(mode === 'forgotPassword' || mode === 'resetPassword') && onBackToSignIn && (
        <div className={css.footer}>
          <LinkButton onClick={onBackToSignIn} disabled={starting}>
            <Glyph d={glyph.arrowLeft} size={16} />
            {labels.backToSignIn}
          </LinkButton>
        </div>
      )}
    </section>
  );
}

/** A button that reads as a link: the card's ways to another mode. */
function LinkButton(
  props: Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'children'>,
) {
  return <button type="button" className={css.linkButton} {...props} />;
}
