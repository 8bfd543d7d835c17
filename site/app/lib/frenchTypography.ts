import { NBSP } from './frText';

/**
 * Quebec French numbers and punctuation, applied to every French string of the site's content
 * (the Quebec city pages) instead of spaces typed by hand.
 *
 * Numbers come from `Intl.NumberFormat('fr-CA')`: a no-break space groups thousands (135 000), a
 * comma marks decimals (1,7) and a no-break space precedes % (25 %). Punctuation follows the
 * Office québécois de la langue française (Banque de dépannage linguistique, « Espacement avant et
 * après les signes de ponctuation »): a no-break space before « : », « % » and « $ » and inside
 * « guillemets », a narrow no-break space before « ; », « ? » and « ! ». No-break spaces keep a
 * sign from starting a line on its own when the text wraps.
 *
 * Hand-written because no maintained library does this for fr-CA: the typography packages on npm
 * follow France's usage (narrow spaces before « : » as well) or only handle quotes.
 */

const integer = /* @__PURE__ */ new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 });
const oneDecimal = /* @__PURE__ */ new Intl.NumberFormat('fr-CA', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent = /* @__PURE__ */ new Intl.NumberFormat('fr-CA', {
  style: 'percent',
  maximumFractionDigits: 1,
});

/** A whole number the fr-CA way: 135000 → '135 000', 1634 → '1 634'. */
export const frNumber = (value: number): string => integer.format(value);

/** A percentage given in percent: 25 → '25 %'. */
export const frPercent = (value: number): string => percent.format(value / 100);

/**
 * How a 'more than' figure is rounded: down (the figure must stay true), to a tenth of a million
 * from a million up, to 5,000 below. 549 459 (Québec, 2021 census) → 545 000; 1 762 949 → 1.7 M.
 */
function roundedDown(value: number): { millions: number } | { units: number } {
  if (value >= 1_000_000) return { millions: Math.floor(value / 100_000) / 10 };
  return { units: Math.floor(value / 5000) * 5000 };
}

/**
 * A 'more than' figure for a stat card, in words as Quebec copy writes it: 135000 → « Plus de
 * 135 000 », 1762949 → « Plus de 1,7 million », 4291732 → « Plus de 4,2 millions » (million agrees
 * in number from two up). Not « 1,7 M+ »: a trailing '+' and the 'M' abbreviation are English
 * shorthand in running French text.
 */
export function frAtLeast(value: number): string {
  const figure = roundedDown(value);
  if (!('millions' in figure)) return `Plus de ${frNumber(figure.units)}`;
  const word = figure.millions >= 2 ? 'millions' : 'million';
  const amount = Number.isInteger(figure.millions)
    ? frNumber(figure.millions)
    : oneDecimal.format(figure.millions);
  return `Plus de ${amount}${NBSP}${word}`;
}

/** The same figure written in English (the English pages and the English home cards): '545K+'. */
export function enAtLeast(value: number): string {
  const figure = roundedDown(value);
  return 'millions' in figure ? `${figure.millions.toFixed(1)}M+` : `${figure.units / 1000}K+`;
}

/**
 * Where French text breaks Quebec usage: English number formats (1,500 / 1.7 / 135K), a plain or
 * missing space before « : », « % », « ; », « ? », « ! », or inside « ». Empty when the text is clean.
 * The build check runs it over every French text node of the Quebec pages.
 */
export function frTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  const rules: [RegExp, string][] = [
    [/\d,\d{3}(?!\d)/, 'comma as thousands separator (1,500)'],
    [/\d\.\d/, 'decimal point (1.7)'],
    [/\d{5,}/, 'ungrouped number (135000)'],
    [/\d[ \u202F]\d{3}(?!\d)/, 'plain space grouping a number (40 000)'],
    [/\d[ \u00A0]?[KkM]\+?(?!\p{L})/u, 'English K/M suffix (135K+, 1.7M+)'],
    [/[\d%][ \u00A0\u202F]?\+/, 'trailing + after a figure (write « Plus de 55 % »)'],
    [/\d(?:[ \u202F]?)[%$]/, 'no no-break space before % or $'],
    [/(?:^|[^\u00A0]):(?=\s|$)/, 'no no-break space before :'],
    [/(?:^|[^\u202F\u00A0?!])[;?!]/, 'no narrow no-break space before ; ? !'],
    [/«(?!\u00A0)|(?<!\u00A0)»/, 'no no-break space inside « »'],
  ];
  for (const [pattern, problem] of rules) if (pattern.test(text)) problems.push(problem);
  return [...new Set(problems)];
}
