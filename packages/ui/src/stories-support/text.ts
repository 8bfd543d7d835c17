/** A piece of English text on a French page, tagged so screen readers switch voice. */
export const inEnglish = (text: string) => ({ text, lang: 'en-CA' as const });

/** A link's text and where it goes: a call to action, a footer or menu entry. */
export const link = (label: string, href: string) => ({ label, href });
