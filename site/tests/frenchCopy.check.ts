import { describe, expect, it } from 'vitest';
import { cities, type City, type QuebecCity } from '../app/content/cities';
import { cityPage } from '../app/content/cityPage';
import { frCities } from '../app/content/fr/cities';
import { articles as frArticles } from '../app/content/fr/blog';
import { legalDocs as frLegalDocs } from '../app/content/fr/legal';
import { articles } from '../app/content/blog';
import { legalDocs } from '../app/content/legal';
import { frTypographyProblems } from '../app/lib/frenchTypography';
import { frText } from '../app/lib/frText';

/**
 * The French copy as a Quebec copy editor reads it (issue 26): the calques and English shorthand
 * found on the first French pages may not come back, meta descriptions fit a results page
 * (155 characters), and every French text follows Quebec typography once formatted.
 */

/** Calques and claims a Quebec editor strikes, with the word to use instead. */
const struck: [RegExp, string][] = [
  [
    /\bse positionn/i,
    'se positionner (calque of "rank": ressortir, se classer, gagner en visibilité)',
  ],
  [/\brejoin(?:t|dre|gnent)\b/i, 'rejoindre for "reach" (atteindre, faire connaître)'],
  [/\bcompte pour\b/i, 'compte pour (représente)'],
  [/\bstratégie de recherche\b/i, 'stratégie de recherche (stratégie de référencement)'],
  [/\bcapitale administrative\b/i, 'capitale administrative (capitale nationale)'],
  [/\bconforme à la loi 96\b/i, 'a promise of Bill 96 compliance'],
  [/\bselon une autre source\b/i, 'a note that contradicts the page’s figures'],
  [/\be-?mail\b/i, 'e-mail (courriel)'],
  [/\bchat en ligne\b/i, 'chat (clavardage)'],
  [/\bzones? de service\b/i, 'zone de service for "service area" (territoire desservi)'],
  [
    /\b(?:remport|gagn)\w*(?:-t-\w+)? (?:la|les|ces) recherches?\b/i,
    'remporter/gagner la recherche (calque of "win search": ressortir dans, se démarquer dans)',
  ],
];

const strikes = (text: string) =>
  struck.filter(([pattern]) => pattern.test(text)).map(([, why]) => `${why}: "${text}"`);

/** Every string of a value, however deep (content objects, HTML included). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const isQuebec = (city: City): city is QuebecCity => city.lang === 'fr-CA';

describe('French city copy', () => {
  it('has a French twin for every city page', () => {
    expect(frCities.map((twin) => twin.slug).sort()).toEqual(
      cities.map((city) => city.slug).sort(),
    );
  });

  it('lists the twins in the English route-table order (sitemap, machine edition)', () => {
    expect(frCities.map((twin) => twin.slug)).toEqual(cities.map((city) => city.slug));
  });

  it.each(frCities.map((twin) => [twin.slug, twin] as const))(
    '/fr twin of /%s: Quebec usage, typography and a description that fits',
    (_, twin) => {
      const texts = strings(twin.fr).map(frText);
      expect(texts.flatMap(strikes)).toEqual([]);
      expect(texts.flatMap(frTypographyProblems)).toEqual([]);
      expect(frText(twin.fr.description).length).toBeLessThanOrEqual(155);
      expect(frText(twin.fr.title).length).toBeLessThanOrEqual(70);
      // French tiles only: the twin is the page with no English in it.
      for (const tile of twin.fr.keywords) expect(typeof tile, JSON.stringify(tile)).toBe('string');
      for (const fact of twin.fr.facts) expect(fact.lang, fact.label).toBeUndefined();
    },
  );

  it.each(cities.filter(isQuebec).map((city) => [city.slug, city] as const))(
    '/%s (bilingual page): the French parts read as Quebec copy',
    (_, city) => {
      const page = cityPage(city);
      const french = [
        page.title,
        page.description,
        ...strings([page.hero, page.reasons, page.keywords, page.banner]),
        ...page.notes.filter((note) => note.lang === 'fr-CA').flatMap(strings),
      ];
      expect(french.flatMap(strikes)).toEqual([]);
      expect(page.description.length).toBeLessThanOrEqual(155);
      // Figures in words (« Plus de 1,7 million »), not « 1,7 M+ » nor « 55 %+ ».
      const stats = page.hero.stats.filter((stat) => stat.lang !== 'en-CA');
      expect(stats.flatMap((stat) => frTypographyProblems(stat.value))).toEqual([]);
      // SEO, AEO and GEO are explained once, in French, on every French page.
      expect(page.notes.map((note) => note.text).join(' ')).toMatch(
        /référencement naturel.*moteurs de réponse.*moteurs génératifs/,
      );
    },
  );
});

describe('French blog and legal copy', () => {
  it('has every article in French, with an excerpt that fits as a description', () => {
    expect(frArticles.map((article) => article.id)).toEqual(['1', '2', '3']);
    for (const [index, article] of frArticles.entries()) {
      const english = articles[index]!;
      expect([article.dateTime, article.image.src]).toEqual([english.dateTime, english.image.src]);
      // The same outline: as many headings and list items as the English article.
      const outline = (html: string) => html.match(/<(?:h2|li)>/g)?.length;
      expect(outline(article.content), article.id).toBe(outline(english.content));
      expect(article.excerpt.length, article.id).toBeLessThanOrEqual(155);
      expect(strings(article).flatMap(strikes), article.id).toEqual([]);
      // Prose only: the HTML's tags and the image path hold no French typography.
      const prose = strings({ ...article, image: article.image.alt, content: '' }).concat(
        article.content.split(/<[^<>]+>/),
      );
      expect(prose.map(frText).flatMap(frTypographyProblems), article.id).toEqual([]);
    }
  });

  it('has both legal documents in French, clause for clause, with their descriptions', () => {
    expect(frLegalDocs.map((doc) => doc.path)).toEqual(['/fr/confidentialite', '/fr/conditions']);
    for (const [index, doc] of frLegalDocs.entries()) {
      const english = legalDocs[index]!;
      expect(doc.lastUpdated).toBe('3 janvier 2025');
      expect(doc.lastUpdatedIso).toBe(english.lastUpdatedIso);
      const clauses = (d: typeof doc) =>
        d.sections.map((s) => [s.paragraphs.length, s.list?.length]);
      expect(clauses(doc), doc.path).toEqual(clauses(english));
      expect(doc.description.length, doc.path).toBeLessThanOrEqual(155);
      expect(strings(doc).flatMap(strikes), doc.path).toEqual([]);
      expect(strings(doc).map(frText).flatMap(frTypographyProblems), doc.path).toEqual([]);
    }
  });
});
