import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../../primitives/typography';

export interface RouteAnnouncerProps {
  /** Changes on each client-side navigation, e.g. the router's pathname. */
  locationKey: string;
  /** The id of the element the pages render into, e.g. the <main> a skip link points at. */
  targetId: string;
  /** What to announce once the new page is there; the document title by default. */
  getAnnouncement?: () => string;
  /** How long to wait for a page that renders its heading late (a lazy or client-only page). */
  timeout?: number;
}

const documentTitle = () => document.title;

/**
 * Client-side navigation changes the page without a page load, so nothing tells a screen reader
 * or a keyboard user that it happened (WCAG 2.4.3, 4.1.3). After each navigation (not the first
 * render) this moves focus to the new page's <h1> (or the target itself when there is none) and
 * announces the new title in a polite live region, as GOV.UK's and Gatsby's routers do. A page
 * that is still loading is watched until its heading appears; focus the visitor moved meanwhile
 * is left alone.
 */
export function RouteAnnouncer({
  locationKey,
  targetId,
  getAnnouncement = documentTitle,
  timeout = 5000,
}: RouteAnnouncerProps) {
  const [message, setMessage] = useState('');
  const firstKey = useRef(locationKey);
  const announce = useRef(getAnnouncement);
  useEffect(() => {
    announce.current = getAnnouncement;
  });

  useEffect(() => {
    if (locationKey === firstKey.current) return;
    firstKey.current = '\u0000'; // every later key, even a return to the first, is a navigation
    const target = document.getElementById(targetId);
    if (!target) return;
    const focusedBefore = document.activeElement;
    const visitorMovedOn = () => {
      const active = document.activeElement;
      return active !== focusedBefore && active !== document.body && active !== null;
    };
    const land = (element: HTMLElement) => {
      if (!visitorMovedOn()) {
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        // The router restores or resets the scroll position; focus must not fight it.
        element.focus({ preventScroll: true });
      }
      setMessage(announce.current());
    };
    const heading = () => target.querySelector<HTMLElement>('h1');
    const found = heading();
    if (found) {
      land(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const late = heading();
      if (!late) return;
      observer.disconnect();
      window.clearTimeout(timer);
      land(late);
    });
    observer.observe(target, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      land(target);
    }, timeout);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [locationKey, targetId, timeout]);

  return (
    <VisuallyHidden>
      <span role="status" aria-atomic="true">
        {message}
      </span>
    </VisuallyHidden>
  );
}
