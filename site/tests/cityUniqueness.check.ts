import { describe, expect, it } from 'vitest';
import { cities } from '../app/content/cities';
import { frCityBySlug } from '../app/content/fr/cities';
import { frenchCityPath } from '../app/content/routeTwins';
import { mainText, readRoute } from './builtSite';
import {
  SHINGLE_WORDS,
  UNIQUENESS_THRESHOLD,
  pairsBySimilarity,
  sharedShare,
  shinglesOf,
  wordsOf,
} from './cityUniqueness';

/**
 * No two city pages read as one page with the name swapped (Google's spam policies call those
 * doorway pages): for every pair of city pages of one edition, the share of their main text's
 * five-word shingles they have in common stays under the threshold chosen in site/DECISIONS.md.
 * English-URL pages are compared among themselves, the French twins under /fr/ among themselves.
 */

const namesOf = (city: (typeof cities)[number]) => {
  const french = frCityBySlug(city.slug)?.fr.name;
  const quebec = city.lang === 'fr-CA' ? city.fr.name : undefined;
  return [...new Set([city.name, french, quebec].filter((name) => name !== undefined))];
};

/**
 * A page's own text: its main text without the proof band, a client's testimonial quoted as it is
 * on every city page of its region (a quotation is the same words wherever it stands; what must
 * differ is what the page itself says).
 */
function ownText(html: string): string {
  const start = html.indexOf('<section aria-labelledby="proof-heading"');
  if (start < 0) return mainText(html);
  const end = html.indexOf('</section>', start) + '</section>'.length;
  return mainText(html.slice(0, start) + html.slice(end));
}

const edition = (routeOf: (city: (typeof cities)[number]) => string) =>
  new Map(
    cities.map((city) => {
      const route = routeOf(city);
      return [route, shinglesOf(wordsOf(ownText(readRoute(route)), namesOf(city)))] as const;
    }),
  );

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe('the uniqueness measure', () => {
  it('masks the page’s own city names, so a swapped name is the same text', () => {
    const a = shinglesOf(
      wordsOf('We help Kitchener businesses rank on Google in Kitchener.', ['Kitchener']),
    );
    const b = shinglesOf(
      wordsOf('We help Cambridge businesses rank on Google in Cambridge.', ['Cambridge']),
    );
    expect(sharedShare(a, b)).toBe(1);
  });

  it('counts the shared part of the smaller page', () => {
    const words = (text: string) => shinglesOf(text.split(' '));
    const a = words('one two three four five six seven');
    const b = words('one two three four five six eight nine ten eleven twelve');
    // a: 3 shingles, 2 of them in b.
    expect(sharedShare(a, b)).toBeCloseTo(2 / 3);
    expect(SHINGLE_WORDS).toBe(5);
  });

  it('keeps French words whole: apostrophes and hyphens inside a word', () => {
    expect(wordsOf('L’entreprise de Trois-Rivières s’affiche.', ['Trois-Rivières'])).toEqual([
      "l'entreprise",
      'de',
      'citymask',
      "s'affiche",
    ]);
  });
});

describe.each([
  ['English', (city: (typeof cities)[number]) => `/${city.slug}`],
  ['French', (city: (typeof cities)[number]) => frenchCityPath(city.slug)],
] as const)('%s city pages', (_, routeOf) => {
  it(`share under ${percent(UNIQUENESS_THRESHOLD)} of their ${SHINGLE_WORDS}-word shingles, pair by pair`, () => {
    const pages = edition(routeOf);
    for (const shingles of pages.values()) expect(shingles.size).toBeGreaterThan(100);
    const pairs = pairsBySimilarity(pages);
    if (process.env.CITY_PAIRS)
      console.log(
        pairs
          .slice(0, 8)
          .map((p) => `${p.a} – ${p.b}: ${percent(p.share)}`)
          .join('\n'),
      );
    expect(pairs).toHaveLength((cities.length * (cities.length - 1)) / 2);
    const over = pairs
      .filter((pair) => pair.share > UNIQUENESS_THRESHOLD)
      .map((pair) => `${pair.a} – ${pair.b}: ${percent(pair.share)}`);
    expect(over, `worst pair ${pairs[0]!.a} – ${pairs[0]!.b}: ${percent(pairs[0]!.share)}`).toEqual(
      [],
    );
  });
});
