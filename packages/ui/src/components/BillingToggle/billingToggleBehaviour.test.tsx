// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanCard } from '../PlanCard/PlanCard';
import type { PlanPriceView } from '../PlanCard/PlanCard.props';
import { BillingToggle } from './BillingToggle';
import { billingToggleHooks } from './BillingToggle.props';
import { enhanceBillingToggle } from './billingToggleBehaviour';

const monthly: PlanPriceView = { amount: 1997, periodText: '/month' };
const annual: PlanPriceView = {
  amount: 1697,
  periodText: '/month (billed annually)',
  strikeThrough: 1997,
  discountLabel: '15% off',
};
const yearTotal = '$20,364 a year';
const banner = 'Save 15% with annual billing!';
const noop = () => {};

/** The page as a server writes it: the toggle with its banner template, a card with both prices. */
function prerendered() {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <>
      <BillingToggle value="monthly" onChange={noop} annualBanner={banner} bannerTemplate />
      <PlanCard
        name="Growth"
        features={['Audit']}
        price={monthly}
        annual={{ price: annual, priceNote: yearTotal }}
      />
    </>,
  );
  document.body.replaceChildren(page);
  return page;
}

/** What React shows for a period, as markup, to compare the enhanced page's with. */
function reactShows(period: 'monthly' | 'annual') {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <>
      <BillingToggle value={period} onChange={noop} annualBanner={banner} />
      <PlanCard
        name="Growth"
        features={['Audit']}
        price={period === 'annual' ? annual : monthly}
        priceNote={period === 'annual' ? yearTotal : null}
      />
    </>,
  );
  return page;
}

const shownPrice = (page: HTMLElement) => {
  const blocks = [...page.querySelectorAll<HTMLElement>(`[${billingToggleHooks.period}]`)];
  const shown = blocks.filter((block) => !block.hidden);
  expect(shown).toHaveLength(1);
  return shown[0]!.innerHTML;
};
// The card has no description, so its first paragraph is the price line, in the price block.
const reactPrice = (page: HTMLElement) => page.querySelector('article p')!.parentElement!.innerHTML;
const live = (page: HTMLElement) => page.querySelector('[aria-live]')!;

function choose(page: HTMLElement, period: 'monthly' | 'annual') {
  const radio = page.querySelector<HTMLInputElement>(`input[value="${period}"]`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The DOM changes a choice makes to the page. */
function writes(page: HTMLElement, period: 'monthly' | 'annual') {
  const observer = new MutationObserver(noop);
  observer.observe(page, { subtree: true, childList: true, attributes: true, characterData: true });
  choose(page, period);
  const records = observer.takeRecords().filter((record) => record.attributeName !== 'checked');
  observer.disconnect();
  return records.length;
}

afterEach(() => document.body.replaceChildren());

describe('enhanceBillingToggle', () => {
  it('shows what the React toggle and card show, in either period', () => {
    const page = prerendered();
    const toggle = page.firstElementChild as HTMLElement;
    const told: string[] = [];
    enhanceBillingToggle(toggle, { scope: page, onChange: (period) => told.push(period) });
    expect(shownPrice(page)).toBe(reactPrice(reactShows('monthly')));
    expect(live(page).innerHTML).toBe('');

    choose(page, 'annual');
    expect(shownPrice(page)).toBe(reactPrice(reactShows('annual')));
    expect(shownPrice(page)).toContain(yearTotal);
    // The banner is written into the live region, as React writes it, so it is announced.
    expect(live(page).innerHTML).toBe(live(reactShows('annual')).innerHTML);
    expect(live(page).textContent).toBe(banner);

    choose(page, 'monthly');
    expect(shownPrice(page)).toBe(reactPrice(reactShows('monthly')));
    expect(live(page).innerHTML).toBe('');
    expect(told).toEqual(['annual', 'monthly']);
  });

  it('writes only what differs: the blocks that change and the banner, nothing when unchanged', () => {
    const page = prerendered();
    enhanceBillingToggle(page.firstElementChild as HTMLElement, { scope: page });
    // Two price blocks' `hidden` and the live region's child.
    expect(writes(page, 'annual')).toBe(3);
    expect(writes(page, 'annual')).toBe(0);
    expect(writes(page, 'monthly')).toBe(3);
    expect(writes(page, 'monthly')).toBe(0);
  });

  it('shows the period a browser restored in the radios (back navigation)', () => {
    const page = prerendered();
    page.querySelector<HTMLInputElement>('input[value="annual"]')!.checked = true;
    enhanceBillingToggle(page.firstElementChild as HTMLElement, { scope: page });
    expect(live(page).textContent).toBe(banner);
    expect(shownPrice(page)).toContain('15% off');
  });

  it('stops when asked', () => {
    const page = prerendered();
    const stop = enhanceBillingToggle(page.firstElementChild as HTMLElement, { scope: page });
    stop();
    choose(page, 'annual');
    expect(live(page).innerHTML).toBe('');
  });
});
