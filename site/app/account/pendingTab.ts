/**
 * Checkout and portal URLs come from a backend call, but Safari and Firefox only let a page open a
 * tab inside the click itself: a `window.open` after an `await` is blocked as a pop-up. So the
 * click opens an empty tab at once, and the tab is pointed at the URL when it arrives. When the
 * browser refuses even that (or the customer closed the tab), the URL opens in this tab instead:
 * the customer always gets to the checkout.
 */
export interface PendingTab {
  /** In the click handler: open the tab now, while the browser still allows it. */
  open(): void;
  /** The URL is known: show it in the tab opened for it, or in this tab. */
  go(url: string): void;
  /** No URL is coming (the call failed): close the empty tab. */
  discard(): void;
}

export function createPendingTab(): PendingTab {
  let tab: Window | null = null;
  return {
    open() {
      tab?.close();
      // Not 'noopener': with it window.open answers null and the tab could not be pointed later.
      tab = window.open('', '_blank');
      if (!tab) return;
      try {
        tab.opener = null;
        tab.document.title = 'Opening…';
        tab.document.body.textContent = 'Opening the secure Stripe page…';
      } catch {
        // A browser that does not let us write into the blank tab still lets us navigate it.
      }
    },
    go(url) {
      const target = tab;
      tab = null;
      if (target && !target.closed) target.location.replace(url);
      else window.location.assign(url);
    },
    discard() {
      tab?.close();
      tab = null;
    },
  };
}
