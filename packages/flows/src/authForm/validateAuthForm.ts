import { textsFor, type FlowTexts } from '../locale.js';
import { MIN_PASSWORD_LENGTH, isBlank, isEmail } from '../validation.js';
import type { AuthFieldErrors, AuthFormContext, AuthMode } from './types.js';

const emailErrors = (email: string, texts: FlowTexts): AuthFieldErrors =>
  isBlank(email)
    ? { email: texts.auth.emailRequired }
    : isEmail(email)
      ? {}
      : { email: texts.auth.emailInvalid };

const passwordErrors = (password: string, texts: FlowTexts): AuthFieldErrors =>
  password === ''
    ? { password: texts.auth.passwordRequired }
    : password.length < MIN_PASSWORD_LENGTH
      ? { password: texts.auth.passwordTooShort }
      : {};

/** The field errors SUBMIT would raise in a mode; empty when the form may be sent. */
export const validateAuthForm = (
  mode: AuthMode,
  fields: Pick<AuthFormContext, 'email' | 'password' | 'fullName'>,
  locale?: string,
): AuthFieldErrors => {
  const texts = textsFor(locale);
  switch (mode) {
    case 'signIn':
      return { ...emailErrors(fields.email, texts), ...passwordErrors(fields.password, texts) };
    case 'signUp':
      return {
        ...emailErrors(fields.email, texts),
        ...passwordErrors(fields.password, texts),
        ...(isBlank(fields.fullName) ? { fullName: texts.auth.fullNameRequired } : {}),
      };
    case 'forgotPassword':
      return emailErrors(fields.email, texts);
    case 'resetPassword':
      return passwordErrors(fields.password, texts);
  }
};

export const hasErrors = (errors: AuthFieldErrors) => Object.keys(errors).length > 0;
