import type { BrowserCommand } from 'vitest/node';
import { englishWordCheck } from '../scripts/english-words.ts';
import { enCA } from '../packages/ui/src/i18n/en-CA.ts';
import { frCA } from '../packages/ui/src/i18n/fr-CA.ts';
import { texts } from '../packages/flows/src/texts.ts';
import { frCATexts } from '../packages/flows/src/texts.fr-CA.ts';

/*
 * The English check of every story re-rendered in fr-CA (frenchPass in locale.tsx), run in Node as
 * a browser command of the story tests (vitest.config.ts). It looks for the library's own English:
 * the texts of the ui packs and of the flows, each as a whole phrase, when the French text of the
 * same key differs and the dictionary check the site's French pages use (scripts/english-words.ts)
 * finds an English word in it ('Sign In', '/month'; not 'Message' nor 'Active', French too). A
 * component or a flow that ignores the locale shows those word for word. The sample content a
 * story passes in its args (a plan's features, an article) is the story's own and is not checked
 * here; the site's French pages, whose content is French, get the dictionary check on every word.
 */

const englishWords = englishWordCheck([]);

const sentinel = '\u0000';

/**
 * Every string of a texts object with its path. A function's fixed parts count too: called with
 * a marker for each argument, `At least ${n} characters.` gives 'At least' and 'characters.'.
 */
function strings(value: unknown, path = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (typeof value === 'string') found.set(path, [value]);
  else if (typeof value === 'function') {
    try {
      const output = (value as (...args: string[]) => unknown)(
        ...Array.from({ length: value.length }, () => sentinel),
      );
      if (typeof output === 'string') found.set(path, output.split(sentinel));
    } catch {
      // A text function that needs real arguments has no fixed part to look for.
    }
  } else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [childPath, texts] of strings(child, `${path}.${key}`))
        found.set(childPath, texts);
  return found;
}

/** The English texts that are not the French text of the same key and hold an English word. */
function englishOnly(english: unknown, french: unknown): string[] {
  const frenchTexts = strings(french);
  return [...strings(english)].flatMap(([path, texts]) =>
    texts
      .map((text) => text.trim())
      .filter((text) => !frenchTexts.get(path)?.some((frenchText) => frenchText.trim() === text))
      .filter((text) => englishWords(text).length > 0),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = /[\p{L}\p{N}]/u;

/**
 * The packs' English texts, each as a whole phrase: 'Sign In' matches in 'Sign In now', not in
 * 'Signing'; '/month' matches in '$997/month'. A single word ('Dashboard', 'City') counts only as
 * a whole text, a label: in a sentence it is the story's content ('Québec City').
 */
const englishPhrases = [
  ...new Set([...englishOnly(enCA, frCA), ...englishOnly(texts, frCATexts)]),
].map((text) => {
  if (/^[\p{L}\p{N}]+$/u.test(text)) return { text, pattern: new RegExp(`^\\s*${text}\\s*$`, 'u') };
  const before = word.test(text[0]!) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = word.test(text.at(-1)!) ? '(?![\\p{L}\\p{N}])' : '';
  return { text, pattern: new RegExp(`${before}${escape(text)}${after}`, 'u') };
});

/**
 * The packs' English phrases a French story's texts hold, each with the text it is in. What the
 * story passes in its args is taken out first: that is the story's sample content ('$497/month' as
 * a ready price text), not a text the component or the flow shows of its own accord.
 */
function englishIn(pieces: readonly string[], args: readonly string[] = []): string[] {
  const content = args
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .sort((a, b) => b.length - a.length);
  const findings = new Set<string>();
  for (const piece of pieces) {
    const own = content.reduce((text, sample) => text.split(sample).join(' '), piece);
    for (const phrase of englishPhrases)
      if (phrase.pattern.test(own)) findings.add(`'${phrase.text}' in '${piece.trim()}'`);
  }
  return [...findings];
}

/** The browser command: the story's French texts and its args' texts in, the English found out. */
export const englishInFrench: BrowserCommand<[pieces: string[], args: string[]]> = (
  _context,
  pieces,
  args,
) => englishIn(pieces, args);
