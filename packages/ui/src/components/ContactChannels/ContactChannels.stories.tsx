import preview from '../../stories-support/preview';
import { expect } from 'storybook/test';
import { ContactChannels } from './ContactChannels';
import { contactChannels, frenchContactChannels } from '../../stories-support/contact';
import { frenchArgs } from '../../stories-support/french';
import { expectLinks, expectVisibleTexts } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Content/ContactChannels',
  component: ContactChannels,
  args: { channels: contactChannels },
  parameters: frenchArgs({ channels: frenchContactChannels }),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expectLinks(canvas, [
      ['hello@northbeam.ca', 'mailto:hello@northbeam.ca'],
      ['1-888-555-0142', 'tel:+18885550142'],
    ]);
    await expectVisibleTexts(canvas, [
      'Response within 4 hours',
      '9 AM to 9 PM EST Monday to Friday',
    ]);
  },
});

export const WithoutLinks = meta.story({
  name: 'Without links',
  args: {
    channels: contactChannels.map(({ href: _href, ...channel }) => channel),
  },
  parameters: frenchArgs({
    channels: frenchContactChannels.map(({ href: _href, ...channel }) => channel),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const FrenchCopy = meta.story({
  name: 'French copy',
  args: { lang: 'fr-CA', channels: frenchContactChannels },
});

export const SampleNumber = meta.story({
  name: 'Sample phone number',
  args: {
    channels: contactChannels.map((channel) =>
      channel.href?.startsWith('tel:') ? { ...channel, sample: true } : channel,
    ),
  },
  parameters: frenchArgs({
    channels: frenchContactChannels.map((channel) =>
      channel.href?.startsWith('tel:') ? { ...channel, sample: true } : channel,
    ),
  }),
  play: async ({ canvas }) => {
    // The mark sits in the phone card, beside the number that is to be replaced.
    const phone = canvas.getByRole('link', { name: '1-888-555-0142' });
    await expect(phone.closest('li')).toHaveTextContent(/1-888-555-0142Sample/);
    await expect(canvas.getAllByText('Sample')).toHaveLength(1);
  },
});
