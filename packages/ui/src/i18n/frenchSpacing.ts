/**
 * Quebec French punctuation spacing: the one rule for the ui's fr-CA pack (its test holds every
 * pack text to it) and for the site's French content, which imports this file by its path
 * (site/app/lib/frText.ts). It imports nothing, so it loads the same under Node, Vite and the
 * site's build config. Sources: the Office québécois de la langue française, Banque de dépannage
 * linguistique, « Espacement avant et après les signes de ponctuation ».
 */

/** Espace insécable (U+00A0): before « : », « % », « $ », inside « ». Also fr-CA's group separator. */
export const NBSP = '\u00A0';
/** Espace fine insécable (U+202F): before « ; », « ? », « ! ». */
export const NNBSP = '\u202F';

/**
 * Quebec punctuation spacing for French text written with ordinary spaces (or none):
 * 'Pourquoi Québec?' → 'Pourquoi Québec\u202F?', '25 %' → '25\u00A0%', '«loi 96»' → '«\u00A0loi 96\u00A0»'.
 * Leaves URLs (https://), times (9:30) and ratios alone: a colon counts only before a space or the end.
 */
export function frText(text: string): string {
  return (
    text
      // « guillemets » hold their content with no-break spaces.
      .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
      // (The look-behind starts the match only at the start of a run of spaces: linear.)
      .replace(/(?<![ \u00A0\u202F])[ \u00A0\u202F]*»/g, `${NBSP}»`)
      // Colon: no-break space before, when it ends a clause (not https:// nor 9:30).
      .replace(/(\S)[ \u00A0\u202F]*:(?=\s|$)/gu, `$1${NBSP}:`)
      // Thousands typed with an ordinary space: 40 000 → 40\u00A0000 (fr-CA's group separator).
      .replace(/(\d)[ \u202F](?=\d{3}(?!\d))/g, `$1${NBSP}`)
      // Per cent and dollar signs after a figure.
      .replace(/(\d)[ \u00A0\u202F]*([%$])/g, `$1${NBSP}$2`)
      // Semicolon, question and exclamation marks: narrow no-break space before.
      .replace(/([\p{L}\p{N}»)’+%])[ \u00A0\u202F]*([;?!])/gu, `$1${NNBSP}$2`)
  );
}
