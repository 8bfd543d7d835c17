// The error summary's behaviour as plain DOM functions, so that the React component and a page
// that ships no framework (the blog's newsletter island) run the same code.

/** On the summary's root: an island finds the summary by it. */
export const errorSummaryHook = 'data-error-summary';

/**
 * Moves focus to the summary with it in view. Scrolled by script first: WebKit's focus scroll
 * ignores the page's scroll-padding (the fixed header's room), which this call honours everywhere.
 */
export function focusErrorSummary(summary: HTMLElement): void {
  summary.scrollIntoView({ block: 'nearest' });
  summary.focus({ preventScroll: true });
}

/**
 * Moves focus to the field a summary link names, with its label in view: the label, above the
 * control, says what the field is (GOV.UK Frontend does the same instead of following the anchor,
 * which would scroll the label out of view). Returns false when there is no such field.
 */
export function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * Makes the summary's links move focus to their fields on a page without React (the React
 * component calls focusField from its links): one listener on the summary, so links written in
 * later (an island fills them) work too. Returns the function that removes it.
 */
export function enhanceErrorSummary(summary: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    if (!link || !summary.contains(link)) return;
    const fieldId = decodeURIComponent(link.getAttribute('href')!.slice(1));
    if (focusField(fieldId)) event.preventDefault();
  };
  summary.addEventListener('click', onClick);
  return () => summary.removeEventListener('click', onClick);
}
