import preview from '../../stories-support/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button, type ButtonProps } from './Button';
import { frenchArgs } from '../../stories-support/french';
import { expectBusyButton, pressCalls } from '../../stories-support/play';
import { framed } from '../../stories-support/decorators';
import { argTypesFrom } from '../../stories-support/propDocs';
import { buttonPropDefs } from './Button.props';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Start Your Growth Journey', onClick: fn() },
  argTypes: argTypesFrom(buttonPropDefs),
});

// Per story, not on the meta: a meta's French args would also cover the French story's own.
const growthFr = frenchArgs<ButtonProps>({ children: 'Lancez votre croissance' });

export const Primary = meta.story({
  parameters: growthFr,
  play: async ({ canvas, args }) => {
    await pressCalls(canvas, 'Start Your Growth Journey', args.onClick);
  },
});

export const Secondary = meta.story({
  args: { variant: 'secondary', children: 'View Pricing Plans' },
  parameters: frenchArgs<ButtonProps>({ children: 'Voir les forfaits' }),
});

export const Destructive = meta.story({
  args: { variant: 'destructive', children: 'Cancel subscription' },
  parameters: frenchArgs<ButtonProps>({ children: 'Annuler l’abonnement' }),
});

export const Large = meta.story({ args: { size: 'lg' }, parameters: growthFr });

export const Busy = meta.story({
  args: { busy: true, busyLabel: 'Sending...', children: 'Send Message' },
  parameters: frenchArgs<ButtonProps>({
    busyLabel: 'Envoi en cours…',
    children: 'Envoyer le message',
  }),
  play: async ({ canvas, args }) => {
    await expectBusyButton(canvas, 'Sending...', args.onClick);
  },
});

/** Busy for a moment after a press, like Sign In or Send Message while their request runs. */
function PressThenBusy({ label, busyLabel }: { label: string; busyLabel: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      busy={busy}
      busyLabel={busyLabel}
      onClick={() => {
        setBusy(true);
        window.setTimeout(() => setBusy(false), 300);
      }}
    >
      {label}
    </Button>
  );
}

/** WCAG 2.4.3: a keyboard user who presses a button that turns busy keeps focus on it. */
export const BusyKeepsFocus = meta.story({
  name: 'Busy keeps keyboard focus',
  args: { busyLabel: 'Sending...', children: 'Send Message' },
  parameters: frenchArgs<ButtonProps>({
    busyLabel: 'Envoi en cours…',
    children: 'Envoyer le message',
  }),
  render: (args) => (
    <PressThenBusy
      label={String(args.children)}
      busyLabel={'busyLabel' in args ? (args.busyLabel ?? '') : ''}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const busy = canvas.getByRole('button', { name: 'Sending...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus());
  },
});

/** The ring is two-tone, so it keeps 3:1 on a dark band as well as on a light page. */
export const FocusRingOnDarkBand = meta.story({
  name: 'Focus ring on a dark band',
  args: { variant: 'inverse', children: 'Get Your Free SEO Audit' },
  parameters: frenchArgs<ButtonProps>({ children: 'Obtenez votre audit SEO gratuit' }),
  decorators: [framed({ background: vars.color.primary, padding: '2rem' })],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Get Your Free SEO Audit' });
    await expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    // Amber outline outside, a halo of the surface colour (white) between it and the button.
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.boxShadow).toContain('rgb(255, 255, 255) 0px 0px 0px 2px');
  },
});

export const AsLink = meta.story({
  args: { href: '/pricing', children: 'View Pricing Plans' },
  parameters: frenchArgs<ButtonProps>({ href: '/fr/forfaits', children: 'Voir les forfaits' }),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View Pricing Plans' });
    await expect(link).toHaveAttribute('href', '/pricing');
  },
});

export const FrenchLongLabel = meta.story({
  name: 'French long label',
  args: {
    children: 'Obtenez votre audit SEO gratuit pour votre entreprise à Trois-Rivières',
    fullWidth: true,
  },
  decorators: [
    (Story) => (
      <div lang="fr-CA" style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
});
