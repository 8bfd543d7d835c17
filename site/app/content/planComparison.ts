// The pricing page's comparison of every feature across the plans (/pricing#compare). Plan names
// and prices are not here: the table's columns read them from plans.ts, in its order.

/** What a plan gives for a feature: included (true), not included (false), or how much. */
export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  feature: string;
  /** One per plan, in plans.ts's order: Starter, Professional, Enterprise, Custom Enterprise. */
  cells: readonly [ComparisonCell, ComparisonCell, ComparisonCell, ComparisonCell];
}

export interface ComparisonGroup {
  /** A row heading spanning the table, e.g. 'AI search (AEO and GEO)'. */
  heading: string;
  rows: readonly ComparisonRow[];
}

export interface PlanComparison {
  /** The section's id: every 'Compare All Plans' link ends in it. */
  anchor: string;
  heading: string;
  /** The table's caption: what it compares and how to read it. */
  caption: string;
  /** The first column's header. */
  featureHeader: string;
  /** Read for a check mark and a dash, which are shown without words. */
  included: string;
  notIncluded: string;
  groups: readonly ComparisonGroup[];
}

/**
 * Each tier includes the one before it. AEO and GEO sit where the services page places them:
 * answer optimisation (AEO) from Professional, with AI citations measured; the generative-engine
 * program (GEO: entities, source-worthy content) from Enterprise.
 */
export const planComparison: PlanComparison = {
  anchor: 'compare',
  heading: 'Compare All Plans',
  caption:
    'Every feature of each plan, in CAD per month. Each plan includes everything in the plan before it.',
  featureHeader: 'Feature',
  included: 'Included',
  notIncluded: 'Not included',
  groups: [
    {
      heading: 'Search foundations (SEO)',
      rows: [
        { feature: 'Target keywords', cells: ['5', '15', '50+', 'Unlimited'] },
        { feature: 'Technical SEO health check', cells: [true, true, true, true] },
        { feature: 'Google Business Profile optimization', cells: [true, true, true, true] },
        { feature: 'Listings in 10 directories', cells: [true, true, true, true] },
        { feature: 'Locations', cells: ['1', '1', '1', 'Multi-location'] },
      ],
    },
    {
      heading: 'Content and links',
      rows: [
        { feature: 'Blog posts a month', cells: [false, '4', '8', 'Custom volume'] },
        { feature: 'Backlinks a month', cells: [false, '5', '15', 'Custom volume'] },
      ],
    },
    {
      heading: 'AI search (AEO and GEO)',
      rows: [
        { feature: 'AEO answer optimization', cells: [false, true, true, true] },
        { feature: 'AI citation tracking', cells: [false, true, true, true] },
        { feature: 'GEO entity and brand optimization', cells: [false, false, true, true] },
        { feature: 'GEO and AI citation program', cells: [false, false, false, true] },
      ],
    },
    {
      heading: 'Reporting and support',
      rows: [
        { feature: 'Reports', cells: ['Monthly', 'Bi-weekly', 'Weekly', 'Weekly and executive'] },
        { feature: 'Dedicated account manager', cells: [false, false, true, true] },
        { feature: '24/7 support', cells: [false, false, true, true] },
      ],
    },
  ],
};
