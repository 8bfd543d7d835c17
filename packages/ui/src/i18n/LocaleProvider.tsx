import type { ReactNode } from 'react';
import { LocaleContext } from './context';
import type { UiTexts } from './types';

export interface LocaleProviderProps {
  /** BCP 47, e.g. 'fr-CA': the `Intl` locale that prices, figures and dates are formatted in. */
  locale: string;
  /**
   * The pack of the components' built-in texts in that language: the library's `enCA` or `frCA`,
   * or an agency's own complete `UiTexts` for a language the library has no pack for. Left out,
   * each component speaks its own English, so an English page bundles the English of the
   * components it renders rather than the whole `enCA`.
   */
  texts?: UiTexts | undefined;
  children: ReactNode;
}

/**
 * Sets the language of every component inside it, as Polaris's `AppProvider i18n` does: the pack
 * of built-in texts the app passes and the locale that prices and dates are formatted in. The
 * provider imports no pack itself, so a page bundles only the pack it passes (an English page
 * never carries the French one). Outside any provider, or given no pack, components speak English. A
 * component's own `labels` (or label props) still win over the pack.
 */
export function LocaleProvider({ locale, texts, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={{ locale, texts }}>{children}</LocaleContext.Provider>;
}
