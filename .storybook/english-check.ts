import type { BrowserCommand } from 'vitest/node';
import { englishWordCheck } from '../scripts/english-words.ts';
import { sampleClients } from '../packages/ui/src/stories-support/clients.ts';

/*
 * The English check of every story re-rendered in fr-CA (frenchPass in locale.tsx), run in Node as
 * a browser command of the story tests (vitest.config.ts): the dictionary check the site's French
 * pages get (scripts/english-words.ts, site/tests/french.check.ts) over every text the French story
 * shows. The packs translate the components' own texts and each story file its sample content
 * (`parameters.locales['fr-CA'].args`), so a word that is English and not French, nor one of the
 * names below, is English a French reader meets, unless it is marked lang="en".
 */

/**
 * Names the stories' sample content keeps in French, as the site's check allows its own: the
 * sample agency, its people, clients and places (the one allow-list of this check, with the
 * shared terms of scripts/english-words.ts).
 */
const sampleNames = [
  'Northbeam Search',
  // The analytics tool a results table cites; the streets of the sample offices' addresses.
  'Google Analytics',
  'King West Georgia',
  // The county and towns the city pages' served areas name (Guelph's, Trois-Rivières').
  'Wellington Mount Forest Acton Saint-Tite',
  // The sample client the answer panel cites (the site's proof content names it the same way).
  'Maple Ridge',
  // The cities the sample navigation lists, as the site's check allows its city directory's.
  'Kitchener Saskatoon Regina Barrie London Windsor Cambridge Kingston Victoria Hamilton',
  // The organisations of the logo carousel's stories: names, not prose.
  ...sampleClients,
];

const englishWords = englishWordCheck(sampleNames);

/** The English words of a French story's texts, each with the text it is in. */
function englishIn(pieces: readonly string[]): string[] {
  const findings = new Set<string>();
  for (const piece of pieces) {
    const words = englishWords(piece);
    if (words.length > 0)
      findings.add(`${words.map((w) => `'${w}'`).join(', ')} in '${piece.trim()}'`);
  }
  return [...findings];
}

/** The browser command: the story's French texts in, the English found out. */
export const englishInFrench: BrowserCommand<[pieces: string[]]> = (_context, pieces) =>
  englishIn(pieces);
