import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { cities } from '../app/content/cities';
import { frTypographyProblems } from '../app/lib/frenchTypography';
import { readRoute } from './builtSite';

/**
 * Language tagging of the city pages (WCAG 3.1.1 and 3.1.2): every piece of text, as the
 * prerendered HTML serves it, must be in the language of its nearest `lang` attribute; French text
 * must follow Quebec number and punctuation usage and name places by their French names.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

interface Piece {
  text: string;
  lang: string;
  /** Where it sits, for failure messages: the element and its nearest tagged ancestor. */
  where: string;
  inMain: boolean;
}

const quebecSlugs = ['montreal-seo', 'quebec-city-seo', 'sherbrooke-seo', 'trois-rivieres-seo'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** Text nodes and human-read attributes, each with its nearest `lang`. */
function pieces(html: string): Piece[] {
  const found: Piece[] = [];
  const walk = (node: Node, lang: string, where: string, inMain: boolean) => {
    if (isElement(node)) {
      if (node.tagName === 'script' || node.tagName === 'style') return;
      const own = attr(node, 'lang');
      const here = own ?? lang;
      const at = own ? `${node.tagName}[lang=${own}]` : where;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = attr(node, name);
        if (value?.trim()) {
          found.push({ text: value, lang: here, where: `${at} @${name}`, inMain });
        }
      }
      if (node.tagName === 'meta') {
        const key = attr(node, 'name') ?? attr(node, 'property') ?? '';
        const content = attr(node, 'content');
        if (
          content &&
          /^(description|og:title|og:description|twitter:title|twitter:description)$/.test(key)
        ) {
          found.push({ text: content, lang: here, where: `meta ${key}`, inMain });
        }
      }
      const children = 'content' in node ? node.content.childNodes : node.childNodes;
      const main = inMain || node.tagName === 'main';
      for (const child of children) walk(child, here, `${at} > ${node.tagName}`, main);
      return;
    }
    if (node.nodeName === '#text' && 'value' in node && node.value.trim()) {
      found.push({ text: node.value.trim(), lang, where, inMain });
    }
    if ('childNodes' in node) {
      for (const child of node.childNodes) walk(child, lang, where, inMain);
    }
  };
  walk(parse(html), '', 'document', false);
  return found;
}

// Words and labels that only one of the two languages uses. Small on purpose: enough to catch a
// sentence, a label or a keyword in the wrong language, not a language detector.
const englishWords = new Set(
  'the and of to for your our we you with in is are get view start ready why keywords areas serve businesses business company design digital metro industries government sector bilingual residents focus university students founded skip free packages grow near customers'.split(
    ' ',
  ),
);
const englishLabels = [
  /\bSEO services\b/,
  /\bweb design\b/i,
  /\bLocal SEO\b/,
  /\bTop Industries\b/,
];
const frenchWords = new Set(
  'le la les des du de et pour votre vos nous dans sur avec une un est sont qui que aux au ce ces son sa ses leur leurs notre nos tous toute selon chaque pourquoi référencement entreprise entreprises recherche recherches secteurs région étudiants fondée obtenir voir forfaits lancer faites'.split(
    ' ',
  ),
);
/** French elisions: d’Amérique, l’IA, qu’il. */
const frenchElision = /^(?:(?:[dlsnjc]|qu)[’']\p{L}|[LD][’'])/u;

/** 'en', 'fr', or undefined when the text has no marker (names, figures, 'SEO'). */
function languageOf(text: string): 'en' | 'fr' | 'mixed' | undefined {
  const words = text.split(/[^\p{L}\p{N}’'-]+/u).filter(Boolean);
  const english =
    words.some((word) => englishWords.has(word.toLowerCase())) ||
    englishLabels.some((label) => label.test(text));
  const french = words.some(
    (word) => frenchWords.has(word.toLowerCase()) || frenchElision.test(word),
  );
  if (english && french) return 'mixed';
  return english ? 'en' : french ? 'fr' : undefined;
}

/** English or unaccented place names that French text writes otherwise. */
const englishPlaceNames =
  /\b(?:Montreal|Quebec|Trois-Rivieres|Three Rivers|Eastern Townships|Asbestos)\b/;

describe('city pages: language of every text', () => {
  it('tells English from French on known samples (the check itself can fail)', () => {
    expect(languageOf('Population')).toBeUndefined();
    expect(languageOf('Metro Area')).toBe('en');
    expect(languageOf('Agriculture Focus')).toBe('en');
    expect(languageOf('Montreal SEO company')).toBe('en');
    expect(languageOf('SEO services Trois-Rivières QC')).toBe('en');
    expect(languageOf('Référencement web Mauricie')).toBe('fr');
    expect(languageOf('Un pôle mondial de l’IA')).toBe('fr');
    expect(languageOf('Pourquoi Montreal ?')).toBe('fr');
    expect(languageOf('Why Montréal businesses need local SEO')).toBe('en');
    expect(languageOf('Get your audit pour Montréal')).toBe('mixed');
  });

  it.each(cities.map((city) => [city.slug] as const))(
    '/%s: each text agrees with its nearest lang',
    (slug) => {
      const found = pieces(readRoute(`/${slug}`));
      const wrong = found.flatMap((piece) => {
        const detected = languageOf(piece.text);
        const tagged = piece.lang.slice(0, 2);
        if (!tagged) return [`no lang: "${piece.text}" (${piece.where})`];
        if (detected === 'mixed') return [`mixed languages: "${piece.text}" (${piece.where})`];
        if (detected && detected !== tagged) {
          return [`${detected} text tagged ${piece.lang}: "${piece.text}" (${piece.where})`];
        }
        return [];
      });
      expect(wrong).toEqual([]);
    },
  );

  it.each(quebecSlugs.map((slug) => [slug] as const))(
    '/%s: French text in Quebec format with French place names',
    (slug) => {
      const french = pieces(readRoute(`/${slug}`)).filter((piece) => piece.lang === 'fr-CA');
      expect(french.length).toBeGreaterThan(30);
      const problems = french.flatMap((piece) => [
        ...frTypographyProblems(piece.text).map((problem) => `${problem}: "${piece.text}"`),
        ...(englishPlaceNames.test(piece.text) ? [`English place name: "${piece.text}"`] : []),
      ]);
      expect(problems).toEqual([]);
    },
  );

  it.each(quebecSlugs.map((slug) => [slug] as const))(
    '/%s: French is the main text, English is tagged where the page sells bilingual work',
    (slug) => {
      const main = pieces(readRoute(`/${slug}`)).filter((piece) => piece.inMain);
      const count = (lang: string) =>
        main
          .filter((piece) => piece.lang === lang)
          .reduce((sum, piece) => sum + piece.text.split(/\s+/).length, 0);
      const [french, english] = [count('fr-CA'), count('en-CA')];
      // Montréal is bilingual, French first; the other three lead in French with an English line.
      expect(french, `${french} French words, ${english} English`).toBeGreaterThan(
        slug === 'montreal-seo' ? 2 * english : 5 * english,
      );
      expect(english).toBeGreaterThan(0);
    },
  );
});
