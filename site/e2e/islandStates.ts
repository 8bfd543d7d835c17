import type { Locator, Page } from '@playwright/test';
import {
  billingBanner,
  newsletterLinkNotice,
  pairedNotice,
  priceView,
  texts,
  type BillingPeriod,
  type Notice,
} from '@northbeam/flows';
import { plans } from '../app/content/plans';
import { site } from '../app/content/site';
import { newsletterHooks } from '../app/islands/newsletterHooks';

/*
 * Every state each island's machine can show on the built pages, as data: the page, what the
 * reader does, how the backend answers, and the full visible text of every region the state
 * writes to, from the flows' texts. The steps need nothing but a Page, so any engine's project can
 * run the same table (islandStates.e2e.ts runs it).
 */

/** How the island's edge function answers its call, in the functions' wire format. */
export type FunctionAnswer =
  | { status: number; body: unknown }
  /** The request fails on the network (offline, DNS, a dropped connection). */
  | 'network-error'
  /** No answer while the state is looked at: the call is in flight. */
  | 'held';

/**
 * The regions a state writes to, each with its full visible text ('' for an empty or absent one);
 * `closed` marks a region that is there but out of sight (a menu sheet that is not open).
 */
export type Shown = Array<[region: Locator, text: string, closed?: 'closed']>;

export interface IslandState {
  island: 'newsletter' | 'contact form' | 'pricing toggle' | 'header';
  state: string;
  path: string;
  /** The function the island calls, answered by the test instead of a backend. */
  answers?: { function: string; answer: FunctionAnswer };
  /** A browser that has kept a supabase-js session (the header reads only that it exists). */
  storedSession?: boolean;
  act?: (page: Page) => Promise<void>;
  shows: (page: Page) => Shown | Promise<Shown>;
  /** Console errors the state causes on purpose (a failure the flow logs); any other fails it. */
  logs?: RegExp[];
}

/** What a notice shows: its title, then its description when it has one. */
const noticeText = (notice: Pick<Notice, 'title' | 'description'> | null): string =>
  notice ? [notice.title, notice.description].filter(Boolean).join(' ') : '';

/** One state a failing answer of `fn`, named by its key: the same act, the same failure shown. */
const failedStates = (
  answers: Record<string, FunctionAnswer>,
  state: Omit<IslandState, 'state' | 'answers'>,
  fn: string,
): IslandState[] =>
  Object.entries(answers).map(([name, answer]) => ({
    ...state,
    state: name,
    answers: { function: fn, answer },
  }));

// The functions' answers (supabase/functions/_shared/http.ts writes errors as { error, code }).
const internalError = {
  status: 500,
  body: { error: 'Something went wrong on our side. Please try again.', code: 'internal' },
};
const newsletterRateLimited = {
  status: 429,
  body: {
    error: 'Too many sign-up attempts from your network. Please try again later.',
    code: 'rate_limited',
  },
};
const contactInvalid = {
  status: 400,
  body: {
    error: 'First name, last name, email, and message are required.',
    code: 'invalid_input',
  },
};

// --- newsletter (/blog, the island script on prerendered markup) ---------------------------------

const newsletterForm = (page: Page) => page.getByRole('form', { name: 'Newsletter' });
const newsletterNotices = (page: Page) => page.locator(`[${newsletterHooks.notices}]`);
const newsletterError = (page: Page) => newsletterForm(page).locator(`[${newsletterHooks.error}]`);
const newsletterButton = (page: Page) => newsletterForm(page).locator('button[type="submit"]');

async function subscribe(page: Page, address: string) {
  await newsletterForm(page).getByLabel('Email address').fill(address);
  await newsletterButton(page).click();
}

/** The form after a submit: the field's error, the button, and the notices region. */
const newsletterShows =
  (error: string | null, button: string, notice: Notice | null) =>
  (page: Page): Shown => [
    [newsletterError(page), error ?? ''],
    [newsletterButton(page), button],
    [newsletterNotices(page), noticeText(notice)],
  ];

const confirmation = pairedNotice('success', texts.newsletter, 'confirmation');
const newsletterFailure = pairedNotice('destructive', texts.newsletter, 'failure');
const newsletterFailureLogs = [/Newsletter signup failed/, /Failed to load resource/];

const newsletterStates: IslandState[] = [
  {
    island: 'newsletter',
    state: 'address missing',
    path: '/blog',
    act: (page) => subscribe(page, ''),
    shows: newsletterShows(texts.newsletter.emailRequired, texts.newsletter.button, null),
  },
  {
    island: 'newsletter',
    state: 'address invalid',
    path: '/blog',
    act: (page) => subscribe(page, 'not-an-address'),
    shows: newsletterShows(texts.newsletter.emailInvalid, texts.newsletter.button, null),
  },
  {
    island: 'newsletter',
    state: 'subscribing',
    path: '/blog',
    answers: { function: 'newsletter-subscribe', answer: 'held' },
    act: (page) => subscribe(page, 'reader@example.com'),
    shows: newsletterShows(null, texts.newsletter.subscribing, null),
  },
  {
    island: 'newsletter',
    state: 'confirmation sent',
    path: '/blog',
    answers: {
      function: 'newsletter-subscribe',
      // newsletter-subscribe's one answer, whoever the address belongs to.
      answer: {
        status: 200,
        body: {
          ok: true,
          message: 'Check your inbox: we sent a link to confirm your subscription.',
        },
      },
    },
    act: (page) => subscribe(page, 'reader@example.com'),
    shows: newsletterShows(null, texts.newsletter.button, confirmation),
  },
  ...failedStates(
    {
      'failed: server error': internalError,
      'failed: too many attempts': newsletterRateLimited,
      'failed: network': 'network-error',
    },
    {
      island: 'newsletter',
      path: '/blog',
      act: (page) => subscribe(page, 'reader@example.com'),
      shows: newsletterShows(null, texts.newsletter.button, newsletterFailure),
      logs: newsletterFailureLogs,
    },
    'newsletter-subscribe',
  ),
  // Where the mailed links land: one notice shows, the others stay hidden.
  ...(['confirmed', 'invalid', 'unsubscribed'] as const).map((outcome): IslandState => ({
    island: 'newsletter',
    state: `link ${outcome}`,
    path: `/blog?newsletter=${outcome}`,
    shows: (page) => [
      [
        page.locator(`[${newsletterHooks.outcome}]:visible`),
        noticeText(newsletterLinkNotice(outcome)),
      ],
    ],
  })),
];

// --- contact form (/contact, on the island) ---------------------------------------------------------

// By the heading that names it: once sent, the form holds the confirmation and no field.
const contactForm = (page: Page) => page.locator('form[aria-labelledby="form-heading"]');

async function sendEnquiry(page: Page, lastName = 'Lovelace') {
  const form = contactForm(page);
  await form.getByLabel('First Name').fill('Ada');
  // Browser checks stop empty required fields; a blank-looking one reaches the flow's check.
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Message').fill('We need local SEO in Guelph.');
  await form.locator('button[type="submit"]').click();
}

/**
 * The status region (a sent notice), the alert shown (an error notice; the error summary, also an
 * alert, is in the page hidden until a refused submit) and the button.
 */
const contactShows =
  (status: Notice | null, alert: Notice | null, button?: string) =>
  (page: Page): Shown => [
    [contactForm(page).getByRole('status'), noticeText(status)],
    [contactForm(page).locator('[role="alert"]').filter({ visible: true }), noticeText(alert)],
    ...(button ? ([[contactForm(page).locator('button[type="submit"]'), button]] as Shown) : []),
  ];

const contactSent = pairedNotice('success', texts.contact, 'success');
const contactFailure: Notice = {
  tone: 'destructive',
  title: texts.contact.failureTitle,
  description: texts.contact.failureDescription(site.email),
};

const contactStates: IslandState[] = [
  {
    island: 'contact form',
    state: 'required fields missing',
    path: '/contact',
    act: (page) => sendEnquiry(page, '   '),
    // The error summary: the spec's notice, then a link to each field it names.
    shows: (page) => [
      [contactForm(page).getByRole('status'), ''],
      [
        contactForm(page).locator('[role="alert"]').filter({ visible: true }),
        `${texts.contact.requiredTitle} ${texts.contact.requiredDescription} ${texts.contact.lastNameRequired}`,
      ],
    ],
  },
  {
    island: 'contact form',
    state: 'sending',
    path: '/contact',
    answers: { function: 'send-contact-email', answer: 'held' },
    act: (page) => sendEnquiry(page),
    shows: contactShows(null, null, texts.contact.sending),
  },
  {
    island: 'contact form',
    state: 'sent',
    path: '/contact',
    answers: {
      function: 'send-contact-email',
      answer: { status: 200, body: { received: true, id: '6f1c2a4e-0000-4000-8000-000000000001' } },
    },
    act: (page) => sendEnquiry(page),
    shows: contactShows(contactSent, null),
  },
  ...failedStates(
    {
      'failed: server error': internalError,
      'failed: refused by the function': contactInvalid,
      'failed: network': 'network-error',
    },
    {
      island: 'contact form',
      path: '/contact',
      act: (page) => sendEnquiry(page),
      shows: contactShows(null, contactFailure),
      logs: [/Error sending message/, /Failed to load resource/],
    },
    'send-contact-email',
  ),
];

// --- pricing toggle (/pricing, run by the island) --------------------------------------------------

const pricingPart = (page: Page) => page.locator('[data-module="pricing-plans"]');

/** The banner, and each priced plan's period and discount badge, as the flows price them. */
const pricingShows =
  (period: BillingPeriod) =>
  (page: Page): Shown => [
    [pricingPart(page).locator('[aria-live="polite"]'), billingBanner(period) ?? ''],
    ...plans
      .filter((plan) => plan.monthlyPrice !== null)
      .flatMap((plan): Shown => {
        const view = priceView(plan, period);
        const card = pricingPart(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
        // The card carries both periods' prices, the other one hidden: what the reader sees.
        const shown = (text: string) =>
          card.getByText(text, { exact: true }).filter({ visible: true });
        return [
          [shown(view.periodText!), view.periodText!],
          [shown(texts.pricing.discountLabel), view.discountLabel ?? ''],
        ];
      }),
  ];

const pricingStates: IslandState[] = [
  { island: 'pricing toggle', state: 'monthly', path: '/pricing', shows: pricingShows('monthly') },
  {
    island: 'pricing toggle',
    state: 'annual',
    path: '/pricing',
    act: (page) =>
      pricingPart(page)
        .getByRole('radio', { name: /Annual/ })
        .check(),
    shows: pricingShows('annual'),
  },
  {
    island: 'pricing toggle',
    state: 'monthly again',
    path: '/pricing',
    act: async (page) => {
      await pricingPart(page)
        .getByRole('radio', { name: /Annual/ })
        .check();
      await pricingPart(page)
        .getByRole('radio', { name: /Monthly/ })
        .check();
    },
    shows: pricingShows('monthly'),
  },
];

// --- header (every page; the island script fills the account links) -----------------------------

/**
 * The account link in the bar and in the sheet show the label the prerendered header carries for
 * the visitor's state (the ui's words, not a flow's), and lead where that state's link leads.
 */
const headerShows =
  (signedIn: boolean) =>
  async (page: Page): Promise<Shown> => {
    const state = signedIn ? 'signed-in' : 'signed-out';
    const links = page.locator('a[data-account-link]');
    const count = await links.count();
    if (count < 2)
      throw new Error(`the header has ${count} account links, not the bar's and the sheet's`);
    const shown: Shown = [];
    for (let index = 0; index < count; index += 1) {
      const link = links.nth(index);
      const label = await link.getAttribute(`data-${state}-label`);
      const other = await link.getAttribute(`data-${signedIn ? 'signed-out' : 'signed-in'}-label`);
      if (!label || label === other) throw new Error(`account link ${index} has no ${state} label`);
      const inClosedSheet = await link.evaluate(
        (element) => !!element.closest('dialog:not([open])'),
      );
      shown.push(inClosedSheet ? [link, label, 'closed'] : [link, label]);
    }
    return shown;
  };

const headerStates: IslandState[] = [
  { island: 'header', state: 'signed out', path: '/about', shows: headerShows(false) },
  {
    island: 'header',
    state: 'signed in (a kept session)',
    path: '/about',
    storedSession: true,
    shows: headerShows(true),
  },
];

export const islandStates: IslandState[] = [
  ...newsletterStates,
  ...contactStates,
  ...pricingStates,
  ...headerStates,
];
