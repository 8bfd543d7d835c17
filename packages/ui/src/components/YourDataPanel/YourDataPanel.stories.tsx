import preview from '../../stories-support/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { YourDataPanel, type YourDataPanelProps } from './YourDataPanel';
import { frenchArgs } from '../../stories-support/french';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { frCA } from '../../i18n/fr-CA';
import { framed } from '../../stories-support/decorators';
import {
  expectBusyButton,
  expectHeading,
  expectVisibleTexts,
  pressCalls,
} from '../../stories-support/play';

const SUMMARY = {
  signIns: 3,
  addons: 1,
  invoices: 2,
  enquiries: 1,
  newsletter: 'confirmed',
  subscription: true,
} as const;

const meta = preview.meta({
  title: 'Account/YourDataPanel',
  component: YourDataPanel,
  args: {
    exportState: 'idle' as const,
    closeState: 'idle' as const,
    onExport: fn(),
    onDownload: fn(),
    onStartClose: fn(),
    onKeepAccount: fn(),
    onConfirmClose: fn(),
    onDone: fn(),
  },
  decorators: [framed({ maxWidth: 560 })],
});

export const Idle = meta.story({
  play: async ({ canvas, args }) => {
    await expectHeading(canvas, 'Your data');
    await expectVisibleTexts(canvas, [
      'Your invoices are kept by our payment processor for six years, as tax law requires.',
    ]);
    await pressCalls(canvas, 'Download my data', args.onExport);
    await pressCalls(canvas, 'Close my account', args.onStartClose);
  },
});

export const Exporting = meta.story({
  args: { exportState: 'exporting' },
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Preparing your data…', args.onExport);
  },
});

export const ExportReady = meta.story({
  name: 'Export ready',
  args: { exportState: 'ready', summary: SUMMARY },
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, [
      'Your data is ready.',
      '3 sign-ins',
      '2 invoices',
      'Newsletter: confirmed',
      '1 enquiry sent from your address',
    ]);
    await pressCalls(canvas, 'Save the JSON file', args.onDownload);
  },
});

export const ExportFailed = meta.story({
  name: 'Export failed',
  args: { exportState: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not prepare your data. Please try again.',
    );
  },
});

export const ConfirmingClose = meta.story({
  name: 'Confirming close',
  args: { closeState: 'confirming', hasSubscription: true },
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, ['When should your plan end?']);
    await userEvent.click(canvas.getByRole('radio', { name: /^Now/ }));
    await userEvent.type(canvas.getByLabelText(/Your password/), 'secret-words');
    await userEvent.click(canvas.getByRole('button', { name: 'Close my account permanently' }));
    await expect(args.onConfirmClose).toHaveBeenCalledWith({
      cancel: 'now',
      password: 'secret-words',
    });
    await pressCalls(canvas, 'Keep my account', args.onKeepAccount);
  },
});

export const Closing = meta.story({
  args: { closeState: 'closing', hasSubscription: true },
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Closing your account…', args.onConfirmClose);
  },
});

export const CloseFailed = meta.story({
  name: 'Close failed',
  args: { closeState: 'failed', closeError: 'That password is not correct.' },
  parameters: frenchArgs<YourDataPanelProps>({
    closeError: 'Ce mot de passe n’est pas le bon.',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Your password/)).toHaveAccessibleDescription(
      'That password is not correct.',
    );
  },
});

export const Closed = meta.story({
  args: { closeState: 'closed' },
  play: async ({ canvas, args }) => {
    await expectVisibleTexts(canvas, [
      'Your account is closed.',
      'Your personal data has been deleted. Your invoices remain with our payment processor for six years, as tax law requires.',
    ]);
    await pressCalls(canvas, 'Finish', args.onDone);
  },
});

export const FrenchCopy = meta.story({
  name: 'French copy',
  args: { exportState: 'ready', summary: SUMMARY, closeState: 'confirming', hasSubscription: true },
  decorators: [
    (Story) => (
      <LocaleProvider locale="fr-CA" texts={frCA}>
        <Story />
      </LocaleProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expectHeading(canvas, 'Vos données');
    await expectVisibleTexts(canvas, ['3 connexions', 'Infolettre : confirmée']);
    await expect(
      canvas.getByRole('button', { name: 'Fermer mon compte définitivement' }),
    ).toBeVisible();
  },
});
