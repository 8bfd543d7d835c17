import { texts } from '../texts.js';
import { MIN_PASSWORD_LENGTH, isBlank, isEmail } from '../validation.js';
import type { AuthFieldErrors, AuthFormContext, AuthMode } from './types.js';

const emailErrors = (email: string): AuthFieldErrors =>
  isBlank(email)
    ? { email: texts.auth.emailRequired }
    : isEmail(email)
      ? {}
      : { email: texts.auth.emailInvalid };

const passwordErrors = (password: string): AuthFieldErrors =>
  password === ''
    ? { password: texts.auth.passwordRequired }
    : password.length < MIN_PASSWORD_LENGTH
      ? { password: texts.auth.passwordTooShort }
      : {};

/** The field errors SUBMIT would raise in a mode; empty when the form may be sent. */
export const validateAuthForm = (
  mode: AuthMode,
  fields: Pick<AuthFormContext, 'email' | 'password' | 'fullName'>,
): AuthFieldErrors => {
  switch (mode) {
    case 'signIn':
      return { ...emailErrors(fields.email), ...passwordErrors(fields.password) };
    case 'signUp':
      return {
        ...emailErrors(fields.email),
        ...passwordErrors(fields.password),
        ...(isBlank(fields.fullName) ? { fullName: texts.auth.fullNameRequired } : {}),
      };
    case 'forgotPassword':
      return emailErrors(fields.email);
    case 'resetPassword':
      return passwordErrors(fields.password);
  }
};

export const hasErrors = (errors: AuthFieldErrors) => Object.keys(errors).length > 0;
