import { describe, expect, it } from 'vitest';
import { accountPaths } from '../app/content/pages';
import { accountPaths as frAccountPaths } from '../app/content/fr/pages';
import { englishPaths, frenchPaths } from '../app/content/publicRoutes';
import { localeOfPath, twinOf } from '../app/content/routeTwins';
import { absoluteUrl } from '../app/content/site';
import { frTypographyProblems } from '../app/lib/frenchTypography';
import { describesText } from '../app/lib/seo';
import { descriptionOf, jsonLdOf, readRoute, titleOf } from './builtSite';
import { englishWordsIn, isFrench, textPieces } from './frenchEdition';

// The French edition (issue 26): every public page has its twin, the twins point at each other,
// and a French page says nothing in English unless it is marked so, with Quebec typography.

const english = englishPaths();
const french = frenchPaths();
const pages = [...english, ...french];
/** The pages whose twin is built (the first check names the others). */
const paired = pages.filter((path) => pages.includes(twinOf(path) ?? ''));

/** The hreflang links of a page's head, by language. */
const alternatesOf = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );

describe('the twin table', () => {
  it('gives every public English page a French twin that is built, and back', () => {
    const missing = english.filter((path) => !french.includes(twinOf(path) ?? ''));
    expect(missing, 'English pages without a built French twin').toEqual([]);
    const orphans = french.filter((path) => !english.includes(twinOf(path) ?? ''));
    expect(orphans, 'French pages without an English twin').toEqual([]);
    for (const path of paired) expect(twinOf(twinOf(path)!), path).toBe(path);
  });

  it('pairs the account pages too', () => {
    expect(accountPaths.map((path) => twinOf(path))).toEqual(frAccountPaths);
  });

  it('finds no twin for a path outside the table (the build check above then fails)', () => {
    expect(twinOf('/careers')).toBeUndefined();
    expect(twinOf('/fr/carrieres')).toBeUndefined();
    expect(localeOfPath('/fr')).toBe('fr-CA');
    expect(localeOfPath('/fr/')).toBe('fr-CA');
    expect(localeOfPath('/francais')).toBe('en-CA');
  });
});

describe('hreflang', () => {
  it('links every page to itself and its twin, reciprocally, with x-default on the English', () => {
    for (const path of paired) {
      const links = alternatesOf(readRoute(path));
      const [en, fr] =
        localeOfPath(path) === 'fr-CA' ? [twinOf(path)!, path] : [path, twinOf(path)!];
      expect(links, path).toEqual({
        'en-CA': absoluteUrl(en),
        'fr-CA': absoluteUrl(fr),
        'x-default': absoluteUrl(en),
      });
      // The twin's own head lists the same three links.
      expect(alternatesOf(readRoute(twinOf(path)!)), `${path} ↔ ${twinOf(path)}`).toEqual(links);
    }
  });

  it('has a language switcher in the header that goes to the twin, marked with its language', () => {
    for (const path of paired) {
      const [lang, label] =
        localeOfPath(path) === 'fr-CA' ? ['en-CA', 'English'] : ['fr-CA', 'Français'];
      expect(readRoute(path), path).toMatch(
        new RegExp(`lang="${lang}" hrefLang="${lang}" href="${twinOf(path)}"[^>]*>${label}</a>`),
      );
    }
  });
});

/** The text in French (by its lang) of every French page and the French 404, with its path. */
const frenchPieces = () =>
  [...french, '/fr/404'].flatMap((path) =>
    textPieces(readRoute(path))
      .filter((piece) => isFrench(piece.lang))
      .map((piece) => ({ path, ...piece })),
  );

describe('French pages', () => {
  it('are French documents: lang, og:locale, JSON-LD inLanguage, own title and description', () => {
    for (const path of french) {
      const html = readRoute(path);
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="fr-CA">/);
      expect(html, path).toContain('<meta property="og:locale" content="fr_CA"/>');
      expect(html, path).toContain('<meta property="og:locale:alternate" content="en_CA"/>');
      // The nodes that describe the page's text (schema.org CreativeWorks) carry its language;
      // the agency, offices, people, offers and services have no inLanguage in schema.org.
      for (const data of jsonLdOf(html)) {
        if (!describesText.has(String(data['@type']))) {
          expect(data.inLanguage, `${path} ${String(data['@type'])}`).toBeUndefined();
          continue;
        }
        expect(data.inLanguage, `${path} ${String(data['@type'])}`).toBe('fr-CA');
      }
      const twin = readRoute(twinOf(path)!);
      expect(titleOf(html), path).not.toBe(titleOf(twin));
      expect(descriptionOf(html).length, path).toBeLessThanOrEqual(155);
    }
  });

  it('say nothing in English outside lang="en" (dictionary check over the rendered text)', () => {
    const found = frenchPieces().flatMap(({ path, source, text }) => {
      const words = englishWordsIn(text);
      return words.length ? [`${path} ${source}: ${words.join(', ')} in "${text.trim()}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it('follow Quebec typography: no-break spaces before : ; ! ? $ % and inside « »', () => {
    const found = frenchPieces().flatMap(({ path, text }) => {
      const problems = frTypographyProblems(text);
      return problems.length ? [`${path}: ${problems.join('; ')} in "${text.trim()}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it('the checks can fail: they find English and bad spacing in a French sample', () => {
    const sample = `<!DOCTYPE html><html lang="fr-CA"><body><a href="/fr">Sign In</a>
      <p>Prix: 15% <span lang="en-CA">Get Started</span></p><button aria-label="Skip">x</button></body></html>`;
    const pieces = textPieces(sample).filter((piece) => isFrench(piece.lang));
    expect(pieces.flatMap((piece) => englishWordsIn(piece.text))).toEqual(['sign', 'skip']);
    expect(pieces.flatMap((piece) => frTypographyProblems(piece.text))).toEqual([
      'no no-break space before % or $',
      'no no-break space before :',
    ]);
  });
});
