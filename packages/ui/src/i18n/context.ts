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

/**
 * The texts of one component from the provider's pack. `given` are the texts its props set, by the
 * pack's names: each one that is not undefined wins over the pack's.
 */
export function useUiTexts<K extends keyof UiTexts>(
  component: K,
  given?: { [T in keyof UiTexts[K]]?: UiTexts[K][T] | undefined },
): UiTexts[K] {
  const texts = useContext(LocaleContext).texts[component];
  const set = Object.entries(given ?? {}).filter(([, text]) => text !== undefined);
  return set.length === 0 ? texts : { ...texts, ...Object.fromEntries(set) };
}
