import preview from '../../stories-support/preview';
import { Notice } from './Notice';
import { framed } from '../../stories-support/decorators';
import { expect } from 'storybook/test';
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

/**
 * What an island's template gets when a flow's notice has no description: the named slot is there
 * (an island fills it by name) but hidden, so a reader meets no empty paragraph.
 */
export const EmptyDescription = meta.story({
  name: 'Empty description',
  args: { title: 'Almost there!', description: '' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice.innerText.trim()).toBe('Almost there!');
    const paragraphs = Array.from(notice.querySelectorAll('p'));
    await expect(paragraphs.filter((paragraph) => paragraph.checkVisibility())).toHaveLength(1);
    await expect(notice.querySelector('[data-slot="description"]')).not.toBeVisible();
  },
});

/** A narrow phone (320 px): a long description, an address without spaces included, wraps. */
export const VeryLongDescription = meta.story({
  name: 'Very long description at 320 px',
  args: {
    tone: 'destructive',
    title: 'Error sending message',
    description:
      'Please try again or contact us directly at hello.partnerships.and.enquiries@northbeam-search-agency.example.ca, or call the office nearest you: every city page lists its address and opening hours, and we answer within one business day.',
  },
  decorators: [framed({ width: '320px' })],
  play: async ({ canvas, canvasElement }) => {
    const notice = canvas.getByRole('alert');
    const frame = canvasElement.querySelector<HTMLElement>('[style*="width: 320px"]')!;
    const edge = frame.getBoundingClientRect().right;
    for (const part of [notice, ...notice.querySelectorAll<HTMLElement>('[data-slot]')]) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
});
