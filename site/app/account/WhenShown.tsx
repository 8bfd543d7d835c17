import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How near the viewport a section starts loading: it is there by the time the reader is. */
const AHEAD = '400px 0px';

/**
 * Renders its children once their place on the page comes near the viewport: the dashboard's
 * sections below the plans (invoices, settings, your data) and their code load when the customer
 * scrolls to them, not with the dashboard's first view. Until then an empty marker holds their
 * place (below the first view, so nothing the reader sees moves when they arrive).
 */
export function WhenShown({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver shows them at once (the part renders in the browser
  // only, so this never differs from a prerender).
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = marker.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the section renders in slices, not in one task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setShown(true));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return shown ? children : <div ref={marker} aria-hidden="true" />;
}
