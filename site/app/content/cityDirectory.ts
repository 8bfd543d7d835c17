/**
 * The 26 city routes in route-table order, names only: what navigation needs on every page,
 * kept apart from the full city content (cities/index.ts) so that content stays out of the shared bundle.
 * A build test checks both lists agree. `frName` where the French name differs (French navigation).
 */
export const cityDirectory = [
  { slug: 'toronto-seo', name: 'Toronto' },
  { slug: 'vancouver-seo', name: 'Vancouver' },
  { slug: 'montreal-seo', name: 'Montreal', frName: 'Montréal' },
  { slug: 'calgary-seo', name: 'Calgary' },
  { slug: 'ottawa-seo', name: 'Ottawa' },
  { slug: 'edmonton-seo', name: 'Edmonton' },
  { slug: 'winnipeg-seo', name: 'Winnipeg' },
  { slug: 'quebec-city-seo', name: 'Quebec City', frName: 'Québec' },
  { slug: 'hamilton-seo', name: 'Hamilton' },
  { slug: 'kitchener-seo', name: 'Kitchener' },
  { slug: 'london-seo', name: 'London' },
  { slug: 'halifax-seo', name: 'Halifax' },
  { slug: 'victoria-seo', name: 'Victoria' },
  { slug: 'windsor-seo', name: 'Windsor' },
  { slug: 'oshawa-seo', name: 'Oshawa' },
  { slug: 'saskatoon-seo', name: 'Saskatoon' },
  { slug: 'regina-seo', name: 'Regina' },
  { slug: 'sherbrooke-seo', name: 'Sherbrooke' },
  { slug: 'barrie-seo', name: 'Barrie' },
  { slug: 'kelowna-seo', name: 'Kelowna' },
  { slug: 'abbotsford-seo', name: 'Abbotsford' },
  { slug: 'kingston-seo', name: 'Kingston' },
  { slug: 'sudbury-seo', name: 'Sudbury' },
  { slug: 'trois-rivieres-seo', name: 'Trois-Rivières' },
  { slug: 'guelph-seo', name: 'Guelph' },
  { slug: 'cambridge-seo', name: 'Cambridge' },
] as const;
