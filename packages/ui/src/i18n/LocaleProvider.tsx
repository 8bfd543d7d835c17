import type { ReactNode } from 'react';
import { LocaleContext } from './context';
import { enCA } from './en-CA';
import { frCA } from './fr-CA';
import type { UiLocale, UiTexts } from './types';

/** The library's own packs; an agency passes `texts` for a locale it brings itself. */
const packs: Record<UiLocale, UiTexts> = { 'en-CA': enCA, 'fr-CA': frCA };

export interface LocaleProviderProps {
  /** BCP 47, e.g. 'fr-CA': picks the library's pack and the `Intl` formats of figures and dates. */
  locale: string;
  /** A complete pack of the components' texts, for a locale the library has no pack for. */
  texts?: UiTexts;
  children: ReactNode;
}

/**
 * Sets the language of every component inside it, as Polaris's `AppProvider i18n` does: one
 * setting chooses the pack of built-in texts (an unknown locale without `texts` gets English)
 * and the locale that prices and dates are formatted in. A component's own `labels` (or label
 * props) still win over the pack.
 */
export function LocaleProvider({ locale, texts, children }: LocaleProviderProps) {
  const pack = texts ?? packs[locale as UiLocale] ?? enCA;
  return (
    <LocaleContext.Provider value={{ locale, texts: pack }}>{children}</LocaleContext.Provider>
  );
}
