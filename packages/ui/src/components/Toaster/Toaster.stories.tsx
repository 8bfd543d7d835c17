import preview from '../../stories-support/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, type ToasterProps, type ToastMessage } from './Toaster';
import { frenchArgs } from '../../stories-support/french';
import { framed } from '../../stories-support/decorators';

const toasts: ToastMessage[] = [
  {
    id: 'sent',
    tone: 'success',
    title: 'Message sent successfully!',
    description: "We'll get back to you within 24 hours with a custom SEO strategy.",
  },
  {
    id: 'required',
    tone: 'destructive',
    title: 'Please fill in required fields',
    description: 'First name, last name, email, and message are required.',
  },
  { id: 'saved', title: 'Preferences saved' },
];

const toastsFr: ToastMessage[] = [
  {
    id: 'sent',
    tone: 'success',
    title: 'Message envoyé!',
    description:
      'Nous vous répondrons d’ici 24 heures avec une stratégie de référencement sur mesure.',
  },
  {
    id: 'required',
    tone: 'destructive',
    title: 'Veuillez remplir les champs obligatoires',
    description: 'Le prénom, le nom, le courriel et le message sont obligatoires.',
  },
  { id: 'saved', title: 'Préférences enregistrées' },
];

const meta = preview.meta({
  title: 'Feedback/Toaster',
  component: Toaster,
  // Long enough that no toast leaves while a story is being looked at or tested.
  args: { toasts, onDismiss: fn(), duration: 600000 },
  parameters: { layout: 'fullscreen', ...frenchArgs<ToasterProps>({ toasts: toastsFr }) },
  decorators: [framed({ minHeight: '28rem' })],
});

export const SeveralToasts = meta.story({
  name: 'Several toasts',
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).getByText('Please fill in required fields')).toBeVisible();
    // One announcement per toast: the region is the only live container, so no toast carries a
    // role=alert/status (or aria-live) of its own that a screen reader would announce again.
    await expect(
      region.querySelectorAll('[role="alert"], [role="status"], [aria-live]'),
    ).toHaveLength(0);
  },
});

export const Dismiss = meta.story({
  play: async ({ canvas, args }) => {
    const [first] = canvas.getAllByRole('button', { name: 'Dismiss notification' });
    if (!first) throw new Error('dismiss button missing');
    await userEvent.click(first);
    await expect(args.onDismiss).toHaveBeenCalledWith('sent');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
});

export const AutoDismiss = meta.story({
  name: 'Auto dismiss',
  args: { toasts: toasts.slice(0, 1), duration: 300 },
  parameters: frenchArgs<ToasterProps>({ toasts: toastsFr.slice(0, 1) }),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('sent'), { timeout: 2000 });
  },
});

export const PausedWhileHovered = meta.story({
  name: 'Paused while hovered',
  args: { toasts: toasts.slice(0, 1), duration: 400 },
  parameters: frenchArgs<ToasterProps>({ toasts: toastsFr.slice(0, 1) }),
  play: async ({ canvas, args }) => {
    const item = canvas.getByRole('listitem');
    await userEvent.hover(item);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(item);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('sent'), { timeout: 2000 });
  },
});

export const Empty = meta.story({
  name: 'No toasts',
  args: { toasts: [] },
  parameters: frenchArgs<ToasterProps>({ toasts: [] }),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  },
});
