import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingStatus } from '../components/LoadingStatus/LoadingStatus';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { enCA } from './en-CA';
import { frCA } from './fr-CA';
import { frText } from './frenchSpacing';
import { LocaleProvider } from './LocaleProvider';
import type { UiTexts } from './types';

/** Every text of a pack as [path, text], functions called with sample arguments. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => string;
    return [[path, fn('Pro', 'year', '3 janvier 2025')]];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'value' ? [] : leaves(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

describe('ui locale packs', () => {
  it('gives fr-CA a text for every English text', () => {
    expect(leaves(frCA).map(([path]) => path)).toEqual(leaves(enCA).map(([path]) => path));
  });

  it('writes French, not a copy of the English', () => {
    const english = new Map(leaves(enCA));
    // Words French shares with English, and the city names.
    const shared =
      /^(Services|Menu|Message|Notifications|Pause|Population|Sources|source|Client|Toronto|Vancouver|Calgary|Ottawa|Edmonton)$/;
    const copied = leaves(frCA).filter(
      ([path, text]) => english.get(path) === text && !shared.test(text),
    );
    expect(copied).toEqual([]);
  });

  it('spaces French punctuation by the site’s rule (frenchSpacing.ts), text by text', () => {
    // A no-break space before : $ % and inside « », a narrow one before ; ? !: a text the rule
    // would change has a wrong or missing space.
    const bad = leaves(frCA).filter(([, text]) => frText(text) !== text);
    expect(bad).toEqual([]);
  });

  it('fails a text with the wrong space under the same rule', () => {
    for (const wrong of [
      'Oups\u00a0!',
      'Mot de passe oublié ?',
      'Forfait : Pro',
      '«\u202fGérer »',
    ]) {
      expect(frText(wrong)).not.toBe(wrong);
    }
    expect(frText('Mot de passe oublié\u202f?')).toBe('Mot de passe oublié\u202f?');
  });

  // French typography writes the ellipsis as one character. The English pack keeps the three dots
  // the product spec quotes exactly ('Loading...', 'Sending...').
  it('writes an ellipsis as one character (…), never three dots, in the French pack', () => {
    const dotted = leaves(frCA).filter(([, text]) => text.includes('...'));
    expect(dotted).toEqual([]);
    expect(leaves(enCA)).toContainEqual(['LoadingStatus.label', 'Loading...']);
  });

  it('speaks the pack the provider is given, lets labels win, and is English outside any provider', () => {
    const page = (
      <>
        <SiteFooter
          brandName="Acme"
          blurb=""
          linkGroups={[]}
          cities={[]}
          contact={{ email: 'a@b.ca', phone: '1', address: 'x' }}
          year={2026}
        />
        <LoadingStatus />
        <LoadingStatus label="Un instant" />
      </>
    );
    const within = (locale: string, texts: UiTexts) =>
      renderToStaticMarkup(
        <LocaleProvider locale={locale} texts={texts}>
          {page}
        </LocaleProvider>,
      );
    const french = within('fr-CA', frCA);
    expect(french).toContain('Tous droits réservés.');
    expect(french).toContain('Chargement…');
    expect(french).toContain('Un instant');
    expect(french).not.toContain('All rights reserved.');
    // The locale alone chooses no words: the pack given does.
    expect(within('fr-CA', enCA)).toContain('All rights reserved.');
    const own = { ...enCA, LoadingStatus: { label: 'Bitte warten' } };
    expect(within('de-DE', own)).toContain('Bitte warten');
    const outside = renderToStaticMarkup(page);
    expect(outside).toContain('All rights reserved.');
    expect(outside).toContain('Loading...');
  });
});
