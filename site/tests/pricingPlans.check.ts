import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from '@northbeam/flows';
import { planChoicePath } from '../app/islands/planChoicePath';
import { pricingPlansHooks } from '../app/islands/pricingPlansHooks';
import { readRoute } from './builtSite';

// Where a plan's button on /pricing leads (the flows' choosePlan), in either language.
const english = {
  '/contact': '/contact',
  '/auth': '/auth',
  '/dashboard': '/dashboard',
  '/pricing': '/pricing',
};
const french = {
  '/contact': '/fr/nous-joindre',
  '/auth': '/fr/connexion',
  '/dashboard': '/fr/tableau-de-bord',
  '/pricing': '/fr/forfaits',
};

describe('planChoicePath', () => {
  it('takes a visitor to /auth with the plan, the period and the way back', () => {
    expect(planChoicePath('professional', 'annual', false, english)).toBe(
      '/auth?plan=professional&returnTo=%2Fpricing&billingPeriod=annual',
    );
  });

  it('takes a visitor on the French page to the French twins', () => {
    expect(planChoicePath('starter', 'monthly', false, french)).toBe(
      '/fr/connexion?plan=starter&returnTo=%2Ffr%2Fforfaits&billingPeriod=monthly',
    );
  });

  it('takes a visitor with a stored session to the dashboard with the period', () => {
    expect(planChoicePath('enterprise', 'annual', true, french)).toBe(
      '/fr/tableau-de-bord?billingPeriod=annual',
    );
  });
});

/** Each subscription plan's list item on a prerendered page: its tier and the links it holds. */
function planLinks(route: string): Record<string, string[]> {
  const html = readRoute(route);
  const found: Record<string, string[]> = {};
  for (const item of html.matchAll(new RegExp(`<li ${pricingPlansHooks.tier}="([\\w-]+)"`, 'g'))) {
    const card = html.slice(item.index, html.indexOf('</article>', item.index));
    found[item[1]!] = [...card.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
  }
  return found;
}

describe('the prerendered plan links (the build: run `pnpm build` first)', () => {
  for (const [route, paths] of [
    ['/pricing', english],
    ['/fr/forfaits', french],
  ] as const)
    it(`${route}: each plan's action is a link to where choosePlan sends a visitor choosing monthly`, () => {
      const links = planLinks(route);
      expect(Object.keys(links).sort()).toEqual([...PLAN_IDS].sort());
      for (const tier of PLAN_IDS)
        expect(links[tier]![0]).toBe(planChoicePath(tier, 'monthly', false, paths));
      expect(links['professional']![0]).toBe(
        route === '/pricing'
          ? '/auth?plan=professional&returnTo=%2Fpricing&billingPeriod=monthly'
          : '/fr/connexion?plan=professional&returnTo=%2Ffr%2Fforfaits&billingPeriod=monthly',
      );
    });
});
