// The call-to-action link that heroes, cards and plans take: one type for all of them, and its
// shape as the docs tables show it.
/** A link as a call to action: its text and where it goes (a hero's, a card's, a plan's). */
export interface LinkAction {
  label: string;
  href: string;
}

/** LinkAction as the docs table shows it, under the name the component gives it. */
export const linkActionType = (name: string) => `${name} { label: string; href: string }`;
