// Named parts of a component's prerendered markup that an island script writes into. A component
// marks each part it owns with `data-slot="<name>"`, rendered even when empty, and the island finds
// it by that name, never by position: markup that gains, loses or reorders an element then fails
// here by name instead of putting a text in the wrong place or dropping it unseen.

/** The attribute that names a part (one owner for the build check and the components). */
export const slotAttribute = 'data-slot';

/**
 * Writes each text into the element of `part` that its key names; an empty or absent text empties
 * its slot and hides it, so a reader gets no empty paragraph. Every slot that is there is written
 * before the missing ones are thrown as an error naming `partName` and them, so a page that reports
 * instead of stopping still shows what it can. (Kept small: it ships in every content page.)
 */
export function fillSlots(
  part: ParentNode,
  texts: Readonly<Record<string, string | null | undefined>>,
  partName: string,
): void {
  const missing: string[] = [];
  for (const [name, text] of Object.entries(texts)) {
    const slot = part.querySelector<HTMLElement>(`[${slotAttribute}="${name}"]`);
    if (!slot) {
      missing.push(name);
      continue;
    }
    writeText(slot, text ?? '');
    if (slot.hidden !== !text) slot.hidden = !text;
  }
  if (missing.length > 0) {
    throw new Error(`${partName} has no ${missing.map((name) => `[${slotAttribute}="${name}"]`)}`);
  }
}

/**
 * Sets `element`'s text as `textContent` does, unless it holds that text already and no element:
 * each write replaces the text node, which costs the page a style and layout pass for nothing
 * when a flow renders the same state again (the newsletter form on every keystroke).
 */
export function writeText(element: HTMLElement, text: string): void {
  if (element.textContent !== text || element.firstElementChild) element.textContent = text;
}
