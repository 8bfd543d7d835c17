import { assign, setup, type SnapshotFrom } from 'xstate';
import { pairedNotice, type Notice } from '../notice.js';
import { logToConsole, notProvided, warnNotProvided } from '../provided.js';
import { textsFor } from '../locale.js';
import type { NewsletterLinkOutcome } from './newsletterMachine.js';

/** What the page a mailed link opened is for. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

export interface NewsletterLinkContext {
  action: NewsletterLinkAction;
  outcome: NewsletterLinkOutcome | null;
  notice: Notice | null;
  /** From the input; absent means English. */
  locale?: string;
}

export type NewsletterLinkEvent = { type: 'PRESS' };

/**
 * The page a newsletter mail's link opens. Opening it does nothing: mail scanners open every link
 * in a mail, and a link that acted would subscribe addresses nobody asked for or unsubscribe
 * readers. The reader's press runs `actOnNewsletterLink` (the site's POST), whose outcome
 * (confirmed, unsubscribed, or invalid for a link that does nothing) goes to `showOutcome`. A
 * failed call (network, server) keeps the button for another try.
 */
export const newsletterLinkMachine = setup({
  types: {
    context: {} as NewsletterLinkContext,
    events: {} as NewsletterLinkEvent,
    /** `locale`: the page's language, e.g. 'fr-CA'; English by default. */
    input: {} as { action: NewsletterLinkAction; locale?: string },
  },
  actors: {
    actOnNewsletterLink: notProvided<NewsletterLinkOutcome, { action: NewsletterLinkAction }>(
      'actOnNewsletterLink',
    ),
  },
  actions: {
    logError: logToConsole,
    showOutcome: warnNotProvided('showOutcome') as (
      _: unknown,
      params: { outcome: NewsletterLinkOutcome },
    ) => void,
    clearNotice: assign({ notice: null }),
    showFailure: assign({
      notice: ({ context }) =>
        pairedNotice('destructive', textsFor(context.locale).newsletterLinks, 'failure'),
    }),
  },
}).createMachine({
  id: 'newsletterLink',
  context: ({ input }) => ({
    action: input.action,
    outcome: null,
    notice: null,
    ...(input.locale ? { locale: input.locale } : {}),
  }),
  initial: 'ready',
  states: {
    ready: { on: { PRESS: 'acting' } },
    acting: {
      tags: 'busy',
      entry: 'clearNotice',
      invoke: {
        id: 'actOnNewsletterLink',
        src: 'actOnNewsletterLink',
        input: ({ context }) => ({ action: context.action }),
        onDone: {
          target: 'done',
          actions: [
            assign({ outcome: ({ event }) => event.output }),
            { type: 'showOutcome', params: ({ event }) => ({ outcome: event.output }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            'showFailure',
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'Newsletter link failed:', error: event.error }),
            },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});

export type NewsletterLinkSnapshot = SnapshotFrom<typeof newsletterLinkMachine>;

export interface NewsletterLinkView {
  heading: string;
  intro: string;
  buttonLabel: string;
  busy: boolean;
  notice: Notice | null;
}

/** The page's texts for its action, without a snapshot: the prerendered markup shows them. */
const newsletterLinkTexts = (action: NewsletterLinkAction, locale?: string) => {
  const t = textsFor(locale).newsletterLinks;
  return action === 'confirm'
    ? {
        heading: t.confirmHeading,
        intro: t.confirmIntro,
        button: t.confirmButton,
        busy: t.confirming,
      }
    : {
        heading: t.unsubscribeHeading,
        intro: t.unsubscribeIntro,
        button: t.unsubscribeButton,
        busy: t.unsubscribing,
      };
};

export const selectNewsletterLink = (snapshot: NewsletterLinkSnapshot): NewsletterLinkView => {
  const page = newsletterLinkTexts(snapshot.context.action, snapshot.context.locale);
  // Busy until the page has moved on: a second press must not send a second POST.
  const busy = snapshot.hasTag('busy') || snapshot.status === 'done';
  return {
    heading: page.heading,
    intro: page.intro,
    buttonLabel: busy ? page.busy : page.button,
    busy,
    notice: snapshot.context.notice,
  };
};
