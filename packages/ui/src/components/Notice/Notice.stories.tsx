import preview from '../../stories-support/preview';
import { Notice } from './Notice';
import { framed } from '../../stories-support/decorators';
import { expectAnnounced } from '../../stories-support/play';

const meta = preview.meta({
  title: 'Feedback/Notice',
  component: Notice,
  args: {
    title: 'Your subscription renews on 1 March 2025',
    description: 'You can change plans at any time; changes apply from the next billing cycle.',
  },
  decorators: [framed({ maxWidth: '36rem' })],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'status', ['Your subscription renews on 1 March 2025']);
  },
});

export const Destructive = meta.story({
  args: {
    tone: 'destructive',
    title: 'Please fill in required fields',
    description: 'First name, last name, email, and message are required.',
  },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'alert', [
      'Please fill in required fields',
      'First name, last name, email, and message are required.',
    ]);
  },
});

export const Success = meta.story({
  args: {
    tone: 'success',
    title: 'Message sent successfully!',
    description: "We'll get back to you within 24 hours with a custom SEO strategy.",
  },
  play: async ({ canvas }) => {
    await expectAnnounced(canvas, 'status', ['Message sent successfully!']);
  },
});

export const TitleOnly = meta.story({ name: 'Title only', args: { description: undefined } });
