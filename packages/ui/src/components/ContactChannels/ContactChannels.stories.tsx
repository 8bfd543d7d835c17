import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactChannels, type ContactChannel } from './ContactChannels';

const channels: ContactChannel[] = [
  {
    icon: 'mail',
    title: 'Email',
    detail: 'hello@northbeam.ca',
    href: 'mailto:hello@northbeam.ca',
    note: 'Response within 4 hours',
  },
  {
    icon: 'phone',
    title: 'Phone',
    detail: '1-888-555-0142',
    href: 'tel:+18885550142',
    note: 'Monday to Friday, 9 AM to 6 PM EST',
  },
  {
    icon: 'chat',
    title: 'Live chat',
    detail: 'Chat with a strategist',
    href: '/contact#chat',
    note: '9 AM to 9 PM EST Monday to Friday',
  },
];

const meta = {
  title: 'Content/ContactChannels',
  component: ContactChannels,
  args: { channels },
} satisfies Meta<typeof ContactChannels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'hello@northbeam.ca' })).toHaveAttribute(
      'href',
      'mailto:hello@northbeam.ca',
    );
    await expect(canvas.getByRole('link', { name: '1-888-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    await expect(canvas.getByText('Response within 4 hours')).toBeVisible();
    await expect(canvas.getByText('9 AM to 9 PM EST Monday to Friday')).toBeVisible();
  },
};

export const WithoutLinks: Story = {
  name: 'Without links',
  args: {
    channels: channels.map(({ href: _href, ...channel }) => channel),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const FrenchCopy: Story = {
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    channels: [
      {
        icon: 'mail',
        title: 'Courriel',
        detail: 'bonjour@northbeam.ca',
        href: 'mailto:bonjour@northbeam.ca',
        note: 'Réponse en moins de 4 heures',
      },
      {
        icon: 'phone',
        title: 'Téléphone',
        detail: '1-888-555-0142',
        href: 'tel:+18885550142',
        note: 'Du lundi au vendredi, de 9 h à 18 h (HNE)',
      },
      {
        icon: 'chat',
        title: 'Clavardage en direct',
        detail: 'Discuter avec un stratège',
        note: 'De 9 h à 21 h (HNE), du lundi au vendredi',
      },
    ],
  },
};
