import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe (WCAG 2.2 A/AA and best practice) finds nothing on the page as it is now, or in the part
 * `include` selects; a failure names each rule with the elements it fails on.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  const axe = new AxeBuilder({ page });
  if (include) axe.include(include);
  const results = await axe.analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
}
