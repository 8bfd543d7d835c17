import type { Notice } from '@northbeam/flows';

/*
 * The account pages reach each other by document navigations (they run no router): what the
 * page left wants the next one to do on arrival, the sign-in's 'Welcome back!' toast and focus on
 * the new page's heading, travels in the tab's session storage and is taken once.
 */

const KEY = 'northbeam-account-arrival';

interface Arrival {
  notice: Notice | null;
}

/** Before navigating: the next account page shows `notice` and focuses its heading. */
export function carryArrival(arrival: Arrival) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(arrival));
  } catch {
    // Storage blocked: the next page just opens as it would from a link.
  }
}

/** On the next page: the arrival carried to it, if any, taken (a reload does not repeat it). */
export function takeArrival(): Arrival | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const arrival = raw ? (JSON.parse(raw) as Partial<Arrival>) : null;
    return arrival ? { notice: isNotice(arrival.notice) ? arrival.notice : null } : null;
  } catch {
    return null;
  }
}

const isNotice = (value: unknown): value is Notice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Notice).title === 'string' &&
  ['default', 'success', 'destructive'].includes((value as Notice).tone);
