import type { FormEvent } from 'react';

/**
 * A form's `onInvalidCapture`. On a refused submit the browser fires `invalid` at each control
 * that fails its checks, then focuses the first one and scrolls it into view; WebKit's scroll
 * ignores the page's scroll-padding (the fixed header's room) and the control's scroll-margin
 * (its label's room), leaving both under a fixed header. Scrolled here first, by the script
 * call every engine honours both in, the control is already in view when the browser focuses
 * it, so no engine scrolls again.
 */
export function revealFirstInvalid(event: FormEvent<HTMLFormElement>) {
  const first = event.currentTarget.querySelector(':invalid');
  if (event.target === first) first.scrollIntoView({ block: 'nearest' });
}
