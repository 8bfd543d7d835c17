/**
 * How much of one city page's main text another city page repeats, the measure behind the build's
 * uniqueness check (site/DECISIONS.md, "Unique city pages"). A page is its visible `<main>` text as
 * a reader gets it; the page's own city names are masked, so "Cambridge SEO company" and "Kitchener
 * SEO company" count as the same words; the text is lower-cased and split into words (letters and
 * digits, apostrophes and hyphens inside a word kept); a shingle is five consecutive words; two pages
 * share the shingles both contain, counted against the smaller page's set (the share of the smaller
 * page that the other repeats, which a short page cannot dilute by being short).
 */

export const SHINGLE_WORDS = 5;

/** The highest share of shared shingles any two city pages of one language may have. */
export const UNIQUENESS_THRESHOLD = 0.4;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a text with the given names replaced by one mask word. */
export function wordsOf(text: string, names: readonly string[]): string[] {
  let masked = text.normalize('NFC');
  // Longest first: 'Quebec City' before 'Quebec'.
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    masked = masked.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'gu'),
      ' citymask ',
    );
  }
  return (
    masked
      .toLocaleLowerCase('en-CA')
      .replace(/[’ʼ]/g, "'")
      .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []
  );
}

export function shinglesOf(words: readonly string[], size = SHINGLE_WORDS): Set<string> {
  const shingles = new Set<string>();
  for (let start = 0; start + size <= words.length; start += 1)
    shingles.add(words.slice(start, start + size).join(' '));
  return shingles;
}

/** The share of the smaller set that the other set also holds (0 when either is empty). */
export function sharedShare(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared += 1;
  return shared / small.size;
}

export interface PagePair {
  a: string;
  b: string;
  share: number;
}

/** Every pair of pages with its share, the most alike first. */
export function pairsBySimilarity(pages: ReadonlyMap<string, ReadonlySet<string>>): PagePair[] {
  const entries = [...pages];
  const pairs: PagePair[] = [];
  for (let i = 0; i < entries.length; i += 1)
    for (let j = i + 1; j < entries.length; j += 1)
      pairs.push({
        a: entries[i]![0],
        b: entries[j]![0],
        share: sharedShare(entries[i]![1], entries[j]![1]),
      });
  return pairs.sort((x, y) => y.share - x.share);
}
