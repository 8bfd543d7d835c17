/** A piece of English text on a French page, tagged so screen readers switch voice. */
export const inEnglish = (text: string) => ({ text, lang: 'en-CA' as const });
