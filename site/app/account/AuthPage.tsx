import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  AuthCard,
  Container,
  enCAParts,
  useUiTextsOr,
  type AuthCardField,
  type AuthCardLabels,
} from '@northbeam/ui';
import {
  AUTH_SUCCESS_PATH,
  MIN_PASSWORD_LENGTH,
  authFormMachine,
  planChoiceFromQuery,
  selectAuthForm,
  type AuthMode,
  type AuthOutcome,
  type PlanId,
  type RequestPasswordResetInput,
  type SignInInput,
  type SignUpInput,
  type UpdatePasswordInput,
} from '@northbeam/flows';
import { useAuth } from './AuthProvider';
import {
  UPDATE_PASSWORD_MODE,
  requestPasswordReset,
  signIn,
  signUp,
  updatePassword,
} from './backend';
import { site } from '../content/site';
import type { ChosenPlanView } from './chosenPlan';
import { useNoticeToasts } from './useNoticeToasts';
import * as css from './account.css';
import { pathIn } from '../content/routeTwins';
import { useLang, usePageQuery } from './pageAddress';
import { Redirect } from './Redirect';
import { useStarted } from '../lib/useStarted';

/** The document title follows the card (WCAG 2.4.2): 'Sign In', 'Create Account', ... */
const pageTitle = (labels: AuthCardLabels): Record<AuthMode, string> => ({
  signIn: labels.signIn.submit,
  signUp: labels.signUp.title,
  forgotPassword: labels.forgotPassword.title,
  resetPassword: labels.resetPassword.title,
});

const siteAuthFormMachine = authFormMachine.provide({
  actors: {
    signIn: fromPromise<AuthOutcome, SignInInput>(({ input }) =>
      signIn(input.email, input.password),
    ),
    signUp: fromPromise<AuthOutcome, SignUpInput>(({ input }) =>
      signUp(input.email, input.password, input.fullName),
    ),
    requestPasswordReset: fromPromise<AuthOutcome, RequestPasswordResetInput>(({ input }) =>
      requestPasswordReset(input.email),
    ),
    updatePassword: fromPromise<AuthOutcome, UpdatePasswordInput>(({ input }) =>
      updatePassword(input.password),
    ),
  },
});

/** A recovery link's arrival: /auth?mode=update-password (backend.ts's redirectTo). */
const isRecoveryLink = (query: URLSearchParams) => query.get('mode') === UPDATE_PASSWORD_MODE;

/**
 * The card a visitor sees on arrival, from the page's query: a new password after a recovery
 * link; Create Account with a plan chosen on /pricing (most often a new customer's; an existing
 * one switches to Sign In on it); Sign In otherwise, the card the page is prerendered with.
 */
export function firstAuthMode(query: URLSearchParams): AuthMode {
  if (isRecoveryLink(query)) return 'resetPassword';
  return planChoiceFromQuery(query).plan ? 'signUp' : 'signIn';
}

/** /auth: sign in, sign up, forgot password, and a new password after a recovery link. */
export function AuthPage() {
  const searchParams = usePageQuery();
  // A plan chosen on /pricing comes in the query by tier id (see planChoiceHref); anything else
  // there names no plan and the card shows none. Its billing period goes on to the dashboard with
  // the visitor.
  const { plan, returnTo, billingPeriod } = planChoiceFromQuery(searchParams);
  const lang = useLang();
  const cardLabels = useUiTextsOr('AuthCard', enCAParts.AuthCard);
  // The dashboard in the page's language: /fr/connexion leads to /fr/tableau-de-bord.
  const dashboard = pathIn(lang, AUTH_SUCCESS_PATH);
  const onward = billingPeriod ? `${dashboard}?billingPeriod=${billingPeriod}` : dashboard;
  const recoveryLink = isRecoveryLink(searchParams);
  // The prerendered card, until React has hydrated it: its buttons wait, its fields take text.
  const started = useStarted();
  // A sign-up confirmation link lands with a PKCE code and no `mode`.
  const signUpLink = !recoveryLink && searchParams.has('code');

  const formRef = useActorRef(
    // The form's final state renders <Redirect> instead; its toast shows from the actor itself.
    siteAuthFormMachine.provide({ actions: { navigate: () => {} } }),
    {
      input: {
        selectedPlan: plan,
        returnPath: returnTo,
        mode: firstAuthMode(searchParams),
        locale: lang,
      },
    },
  );
  const form = useSelector(formRef, selectAuthForm);
  useNoticeToasts(formRef);

  // The chosen plan's name and price (monthly when no period came), loaded with their content
  // when the query names a plan.
  const [loadedPlan, setLoadedPlan] = useState<{ id: PlanId; view: ChosenPlanView } | null>(null);
  const selectedPlan = form.selectedPlan;
  const chosenPlan = loadedPlan && loadedPlan.id === selectedPlan ? loadedPlan.view : null;
  useEffect(() => {
    if (!selectedPlan) return;
    let live = true;
    void import('./chosenPlan').then(({ chosenPlanView }) => {
      if (!live) return;
      const view = chosenPlanView(selectedPlan, billingPeriod ?? 'monthly', lang);
      setLoadedPlan({ id: selectedPlan, view });
    });
    return () => {
      live = false;
    };
  }, [selectedPlan, billingPeriod, lang]);

  // The session loads at start only with a stored session or an auth link (authClient.ts);
  // otherwise the visitor is signed out and the client comes with the first submit.
  const { status, passwordRecovery, user } = useAuth();
  // A mailed link has just proven the address and signed the visitor in: any password given
  // before that is void (supabase/migrations/*_auth_password_needs_proof.sql), so whoever holds
  // the link chooses it, on the same card as after a recovery link.
  const passwordRequired = status === 'signedIn' && user?.app_metadata?.password_required === true;

  // The recovery link signs the visitor in (PASSWORD_RECOVERY): choose the new password here.
  useEffect(() => {
    if (passwordRecovery || passwordRequired) formRef.send({ type: 'RECOVERY_LINK_FOLLOWED' });
  }, [passwordRecovery, passwordRequired, formRef]);

  // A recovery link that brought no session (expired, already used, cut short: the auth server
  // sends the visitor here with `#error_code=otp_expired`) would leave a new-password form that
  // cannot work; say what happened and offer a new link instead.
  useEffect(() => {
    if (recoveryLink && status === 'signedOut' && !passwordRecovery) {
      formRef.send({ type: 'RECOVERY_LINK_EXPIRED' });
    }
  }, [recoveryLink, status, passwordRecovery, formRef]);

  // The sign-up link proved the address (and voided the sign-up password) but its code gave no
  // session: opened in another browser than the one that signed up (a phone's mail app), or after
  // the 5-minute PKCE window. Without this the sign-in card would refuse every password.
  useEffect(() => {
    if (signUpLink && status === 'signedOut')
      formRef.send({ type: 'SIGN_UP_LINK_WITHOUT_SESSION' });
  }, [signUpLink, status, formRef]);

  // The route's meta gives 'Sign In'; the other modes name themselves once the page runs.
  const titleMode = form.mode === 'signedIn' ? null : form.mode;
  useEffect(() => {
    if (titleMode) document.title = `${pageTitle(cardLabels)[titleMode]} | ${site.name}`;
  }, [titleMode, cardLabels]);

  // A provider error (a wrong password) stays on the card, next to the form, until the visitor
  // changes a field or the mode; the toast the spec asks for goes away after 5 s.
  const inlineError =
    form.notice?.tone === 'destructive'
      ? { title: form.notice.title, description: form.notice.description ?? '' }
      : null;
  const clearInlineError = () => {
    if (inlineError) formRef.send({ type: 'DISMISS_NOTICE' });
  };
  const change = (field: AuthCardField, value: string) => {
    clearInlineError();
    formRef.send({ type: 'CHANGE', field, value });
  };

  // A signed-in visitor goes to the dashboard; not while this form is itself signing in (it
  // navigates and shows its toast) nor while a new password is being chosen.
  if (
    status === 'signedIn' &&
    !passwordRecovery &&
    !passwordRequired &&
    !recoveryLink &&
    form.mode !== 'resetPassword' &&
    form.mode !== 'signedIn' &&
    !form.isSubmitting
  ) {
    return <Redirect to={onward} />;
  }
  // Signed in by this form: the dashboard says 'Welcome back!' and takes focus to its heading.
  if (form.mode === 'signedIn') return <Redirect to={onward} arrival={{ notice: form.notice }} />;

  return (
    <Container>
      <div className={css.authLayout}>
        <AuthCard
          mode={form.mode}
          minPasswordLength={MIN_PASSWORD_LENGTH}
          values={{ email: form.email, password: form.password, fullName: form.fullName }}
          onChange={change}
          onSubmit={() => formRef.send({ type: 'SUBMIT' })}
          onToggleMode={() => {
            clearInlineError();
            formRef.send({ type: 'TOGGLE_MODE' });
          }}
          onForgotPassword={() => {
            clearInlineError();
            formRef.send({ type: 'FORGOT_PASSWORD' });
          }}
          onBackToSignIn={
            form.mode === 'forgotPassword' || form.mode === 'resetPassword'
              ? () => {
                  clearInlineError();
                  formRef.send({ type: 'BACK_TO_SIGN_IN' });
                }
              : undefined
          }
          linkExpired={form.linkExpired}
          emailConfirmed={form.emailConfirmed}
          busy={form.isSubmitting}
          starting={!started}
          // The query names the plan by tier id ('professional', from either pricing page); the
          // card says its name in the page's language.
          selectedPlan={selectedPlan && chosenPlan?.label}
          planSummary={chosenPlan?.summary}
          error={inlineError}
          fieldErrors={form.errors}
          noValidate
          headingLevel={1}
        />
      </div>
    </Container>
  );
}
