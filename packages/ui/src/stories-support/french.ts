import { useLocale } from '../i18n/context';

/**
 * A story's sample content in Quebec French, as its parameters: the locale decorator
 * (.storybook/locale.tsx) merges these args over the story's own when it is shown in fr-CA, in
 * the toolbar's French and in the story tests' French pass. `Props` names the component's props,
 * so the French args are checked against them.
 */
export function frenchArgs<Props extends object>(args: Partial<Props>) {
  return { locales: { 'fr-CA': { args } } };
}

/** A date as a French page writes it, through Intl: '2025-01-15' gives « 15 janvier 2025 ». */
export const frenchDate = (isoDate: string) =>
  new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * A story's own words around the components (a caption, a sample label), in the language the
 * story is shown in: the French pass and the toolbar's French render the French.
 */
export function Say({ en, fr }: { en: string; fr: string }) {
  return useLocale() === 'fr-CA' ? fr : en;
}
