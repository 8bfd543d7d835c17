import { describe, expect, it } from 'vitest';
import { controls, goals } from '../scripts/bench-interactions-controls.mjs';
import { accountPaths } from '../scripts/page-runtime.mjs';
import { englishPaths } from '../app/content/publicRoutes';

/**
 * The interaction bench (scripts/bench-interactions.mjs) walks the pages issue 29 names: a route
 * renamed or dropped would leave its controls unmeasured while the bench still printed a table.
 */
describe('the interaction bench', () => {
  it("walks /pricing, /contact, /auth and /blog, each a route the site serves, to the issue's goals", () => {
    const routes = controls.map((control) => control.route);
    expect(routes).toEqual(['/pricing', '/contact', '/auth', '/blog']);
    const served = new Set([...englishPaths(), ...accountPaths]);
    expect(routes.filter((route) => !served.has(route))).toEqual([]);
    expect(goals).toEqual({ interactionMs: 50, floorRatio: 1.1 });
  });
});
