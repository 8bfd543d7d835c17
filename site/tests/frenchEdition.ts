import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { about } from '../app/content/about';
import { cities } from '../app/content/cities';
import { cityDirectory } from '../app/content/cityDirectory';
import { clientLogos } from '../app/content/home';
import { site } from '../app/content/site';
import { englishWordCheck } from '../../scripts/english-words';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A piece of a page's text with the language it is marked in (the nearest `lang`). */
export interface TextPiece {
  text: string;
  lang: string;
  /** Where it comes from: a text node, or an attribute a reader hears (aria-label, title, alt…). */
  source: string;
}

const spokenAttributes = ['aria-label', 'title', 'alt', 'placeholder'];
const skipped = new Set(['script', 'style', 'template', 'noscript', 'svg']);

/** Every text node and spoken attribute of a page's <body>, with its language. */
export function textPieces(html: string): TextPiece[] {
  const document = parse(html);
  const pieces: TextPiece[] = [];
  const htmlElement = document.childNodes.find(
    (node): node is Element => 'tagName' in node && node.tagName === 'html',
  )!;
  const rootLang = htmlElement.attrs.find((attr) => attr.name === 'lang')?.value ?? '';
  const walk = (node: Node, lang: string) => {
    if (node.nodeName === '#text') {
      const text = (node as DefaultTreeAdapterMap['textNode']).value;
      if (text.trim()) pieces.push({ text, lang, source: 'text' });
      return;
    }
    if (!('tagName' in node)) return;
    if (skipped.has(node.tagName)) return;
    const own = node.attrs.find((attr) => attr.name === 'lang')?.value ?? lang;
    for (const attr of node.attrs) {
      if (spokenAttributes.includes(attr.name) && attr.value.trim())
        pieces.push({ text: attr.value, lang: own, source: `${node.tagName}[${attr.name}]` });
    }
    const children = node.tagName === 'template' ? [] : node.childNodes;
    for (const child of children) walk(child, own);
  };
  for (const child of htmlElement.childNodes)
    if ('tagName' in child && child.tagName === 'body') walk(child, rootLang);
  return pieces;
}

export const isFrench = (lang: string) => lang.toLowerCase().startsWith('fr');

/**
 * Names that are the same in both languages and happen to be English words: the agency's brand,
 * its clients, its people and the places it serves. With the shared terms of the dictionary
 * (scripts/english-words.ts), the one allow-list of the pages' check; everything else English on
 * a French page must be marked lang="en".
 */
const namesAndBrands = [
  site.name,
  site.legalName,
  ...clientLogos,
  ...about.team.map((member) => member.name),
  ...cityDirectory.map((city) => city.name),
  ...cities.flatMap((city) => city.towns),
  ...site.social.map((profile) => profile.name),
  // Places the French copy names: Toronto's streets and neighbourhoods, the Golden Horseshoe.
  'Bay Street Liberty Village Annex Golden Horseshoe',
  // Names the French city pages quote: Wellington County, Queen's, Bishop's, Ontario Tech.
  'Wellington Queen Bishop Tech',
  // Names the city pages' local sections quote: Calgary's Stampede and Beltline, Springwater
  // Township, Québec's Saint-Roch, the Roughriders and the Oilers, the mining company Vale.
  'Stampede Beltline Springwater Roch Roughriders Oilers Vale',
];

/** The words of a French text that are English and not French (nor an allowed name). */
export const englishWordsIn = englishWordCheck(namesAndBrands);
