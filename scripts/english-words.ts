import englishWords from 'an-array-of-english-words/index.json' with { type: 'json' };
import frenchWords from 'an-array-of-french-words/index.json' with { type: 'json' };

/*
 * The English-word dictionary check of the French edition, for the built French pages
 * (site/tests/french.check.ts) and the story tests' fr-CA pass, which flags the packs' English texts
 * that hold such a word (.storybook/english-check.ts): a word that is English and not French, nor a
 * name the caller allows, is English a French reader meets, unless it is marked lang="en".
 */

const english = new Set(englishWords);
const french = new Set(frenchWords);

/**
 * What every French text may hold as it is: the tools and sources the copy quotes, the three terms
 * French copy uses as they are (docs/french-terminology.md), and Quebec French the word list lacks
 * ('Web', as the OQLF writes it; « Oups! »; 'techno', as in « entreprises techno »).
 */
const sharedTerms = [
  'Google Ads Microsoft Ads Google.ca ChatGPT Gemini Perplexity Copilot Siri Alexa',
  'BrightLocal SparkToro Similarweb Juniper Research Semrush JavaScript',
  // The payment processor the legal pages name.
  'Stripe',
  'SEO AEO GEO Web Oups techno',
];

/** The words of a text, leaving out e-mail addresses and URLs (an address is not prose). */
const wordsOf = (text: string) =>
  text
    .split(/\s+/u)
    .filter((token) => !token.includes('@') && !token.includes('://'))
    .flatMap((token) => token.split(/[^\p{L}]+/u))
    .filter((word) => word.length > 1);

/**
 * A check for French text: it answers the words of a text that are English and not French, nor
 * one of `names` (the caller's brands, people and places) or the shared terms.
 */
export function englishWordCheck(names: readonly string[]): (text: string) => string[] {
  const allowed = new Set(
    [...sharedTerms, ...names].flatMap((name) => wordsOf(name.toLowerCase())),
  );
  return (text) =>
    wordsOf(text)
      .map((word) => word.toLowerCase())
      .filter((word) => english.has(word) && !french.has(word) && !allowed.has(word));
}
