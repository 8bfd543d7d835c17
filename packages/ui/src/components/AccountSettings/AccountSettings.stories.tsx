import preview from '../../stories-support/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountSettings } from './AccountSettings';
import { framed } from '../../stories-support/decorators';
import { expectBusyButton, expectHeading, expectVisibleTexts } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Account/AccountSettings',
  component: AccountSettings,
  args: {
    fullName: 'Zoé Tremblay',
    email: 'zoe@example.com',
    language: 'en' as const,
    onSaveName: fn(),
    onChangeEmail: fn(),
    onChangePassword: fn(),
    onSaveLanguage: fn(),
  },
  decorators: [framed({ maxWidth: 560 })],
});

export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Account settings', 2);
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Zoé Tremblay');
    await expectVisibleTexts(canvas, ['You sign in with zoe@example.com.']);
    await userEvent.type(canvas.getByLabelText('New e-mail address'), 'new@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Change e-mail' }));
    await expect(args.onChangeEmail).toHaveBeenCalledWith('new@example.com');
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith('a-new-password', '');
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Save language' }));
    await expect(args.onSaveLanguage).toHaveBeenCalledWith('fr');
  },
});

export const Saving = meta.story({
  args: { forms: { name: { status: 'saving' } } },
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Saving...', args.onSaveName);
  },
});

export const Saved = meta.story({
  args: { forms: { name: { status: 'saved' }, password: { status: 'saved' } } },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, ['Saved.', 'Your password has been changed.']);
  },
});

export const Errors = meta.story({
  args: {
    forms: {
      name: { status: 'error', error: 'nameTooLong' },
      email: { status: 'error', error: 'emailTaken' },
      password: { status: 'error', error: 'passwordWeak' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Please keep your name to 100 characters or fewer.',
    );
    await expect(canvas.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'Another account already uses this e-mail address.',
    );
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  },
});

export const EmailChangePending = meta.story({
  args: { pendingEmail: 'zoe@newco.ca', forms: { email: { status: 'saved' } } },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, [
      'Confirm the change from both addresses',
      'We sent a link to zoe@example.com and another to zoe@newco.ca. Your address changes once both links are followed.',
    ]);
  },
});

export const EmailChangeHalfConfirmed = meta.story({
  args: { pendingEmail: 'zoe@newco.ca', emailHalfConfirmed: true },
  play: async ({ canvas }) => {
    await expectVisibleTexts(canvas, [
      'One address is confirmed. Follow the link sent to the other address to finish the change.',
    ]);
  },
});

export const ReauthenticationCodeAsked = meta.story({
  args: { codeAsked: true },
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, [
      'For your security, we sent a 6-digit code to zoe@example.com. Enter it to change your password.',
    ]);
    await userEvent.type(canvas.getByLabelText('New password'), 'a-new-password');
    await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith('a-new-password', '123456');
  },
});

export const CodeRefused = meta.story({
  args: { codeAsked: true, forms: { password: { status: 'error', error: 'codeInvalid' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Verification code')).toHaveAccessibleDescription(
      'This code is not valid or has expired. Check the latest e-mail, or ask again.',
    );
  },
});
