import { createContext, useContext } from 'react';
import { enCA } from './en-CA';
import type { UiTexts } from './types';

// Apart from the provider (which holds every pack), so a component outside any provider, e.g. a
// page's English acting part, ships no pack: each component brings its own English (english.ts).
export interface LocaleValue {
  locale: string;
  /** The provider's pack; none outside any provider (or a provider given none): English. */
  texts?: UiTexts | undefined;
}

export const LocaleContext = createContext<LocaleValue>({ locale: 'en-CA' });

/** The locale components format figures and dates in ('en-CA' outside any provider). */
export function useLocale(): string {
  return useContext(LocaleContext).locale;
}

type GivenTexts<K extends keyof UiTexts> = {
  [T in keyof UiTexts[K]]?: UiTexts[K][T] | undefined;
};

/**
 * The texts of one component from the provider's pack, or `english` (the component's own English,
 * e.g. `defaultContactFormLabels`) where no provider gives a pack. `given` are the texts its props
 * set, by the pack's names: each one that is not undefined wins over the pack's. What the
 * components use: a bundle holds the English of the components it renders and no other.
 */
export function useUiTextsOr<K extends keyof UiTexts>(
  component: K,
  english: UiTexts[K],
  given?: GivenTexts<K>,
): UiTexts[K] {
  const texts = useContext(LocaleContext).texts?.[component] ?? english;
  const set = Object.entries(given ?? {}).filter(([, text]) => text !== undefined);
  return set.length === 0 ? texts : { ...texts, ...Object.fromEntries(set) };
}

/**
 * As `useUiTextsOr`, with the English from the library's whole pack (`enCA`): simpler to call,
 * but a bundle that uses it holds every component's English texts.
 */
export function useUiTexts<K extends keyof UiTexts>(
  component: K,
  given?: GivenTexts<K>,
): UiTexts[K] {
  return useUiTextsOr(component, enCA[component], given);
}
