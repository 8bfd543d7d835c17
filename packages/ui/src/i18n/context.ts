import { createContext, useContext } from 'react';
import { enCA } from './en-CA';
import type { UiTexts } from './types';

// Apart from the provider (which holds every pack), so a component outside any provider, e.g. a
// page's English acting part, ships the English pack alone.
export interface LocaleValue {
  locale: string;
  texts: UiTexts;
}

export const LocaleContext = createContext<LocaleValue>({ locale: 'en-CA', texts: enCA });

/** The locale components format figures and dates in ('en-CA' outside any provider). */
export function useLocale(): string {
  return useContext(LocaleContext).locale;
}

/** The texts of one component from the provider's pack. */
export function useUiTexts<K extends keyof UiTexts>(component: K): UiTexts[K] {
  return useContext(LocaleContext).texts[component];
}
