import { describe, expect, it } from 'vitest';
import {
  accountSettingsErrorOf,
  checkFullName,
  checkNewEmail,
  checkNewPassword,
  MAX_FULL_NAME_LENGTH,
} from './accountSettings.js';

describe('account settings checks', () => {
  it('refuses an empty or huge name, takes a normal one', () => {
    expect(checkFullName('  ')).toBe('nameEmpty');
    expect(checkFullName('x'.repeat(MAX_FULL_NAME_LENGTH + 1))).toBe('nameTooLong');
    expect(checkFullName('x'.repeat(10_000))).toBe('nameTooLong');
    expect(checkFullName('Zoé Tremblay')).toBeNull();
  });

  it('refuses a malformed address or the current one, whatever its case', () => {
    expect(checkNewEmail('not-an-address', 'a@example.com')).toBe('emailInvalid');
    expect(checkNewEmail(`${'x'.repeat(300)}@example.com`, 'a@example.com')).toBe('emailInvalid');
    expect(checkNewEmail(' A@Example.com ', 'a@example.com')).toBe('emailSame');
    expect(checkNewEmail('b@example.com', 'a@example.com')).toBeNull();
  });

  it('refuses a password shorter than the server minimum or longer than 72', () => {
    expect(checkNewPassword('12345')).toBe('passwordWeak');
    expect(checkNewPassword('x'.repeat(73))).toBe('passwordWeak');
    expect(checkNewPassword('123456')).toBeNull();
  });

  it("reads the auth server's refusals", () => {
    expect(accountSettingsErrorOf({ code: 'email_exists', status: 422 })).toBe('emailTaken');
    expect(accountSettingsErrorOf({ code: 'weak_password', status: 422 })).toBe('passwordWeak');
    expect(accountSettingsErrorOf({ code: 'same_password', status: 422 })).toBe('passwordSame');
    expect(accountSettingsErrorOf({ code: 'reauthentication_not_valid' })).toBe('codeInvalid');
    expect(
      accountSettingsErrorOf({
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      }),
    ).toBe('emailInvalid');
    expect(accountSettingsErrorOf({ status: 429 })).toBe('rateLimited');
    expect(accountSettingsErrorOf({ code: 'unexpected_failure', status: 500 })).toBe('failed');
    expect(accountSettingsErrorOf({})).toBe('failed');
  });
});
