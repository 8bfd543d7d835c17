import { lazy, Suspense, type ComponentProps } from 'react';
import type { SiteHeader as UiSiteHeader } from '@northbeam/ui';
// The header's styles stay in the page's own stylesheet, so the prerendered header is styled
// before (and without) JavaScript.
import '../../../packages/ui/src/components/SiteHeader/SiteHeader.css';

const SiteHeaderChunk = lazy(() => import('./SiteHeaderChunk'));

/**
 * The ui SiteHeader, hydrated as soon as its chunk arrives instead of blocking the first paint's
 * JavaScript: the prerendered HTML already holds every header link (they work without JS), and
 * React keeps that HTML until the menus' code is loaded, so hydration never mismatches.
 */
export function SiteHeader(props: ComponentProps<typeof UiSiteHeader>) {
  return (
    <Suspense fallback={null}>
      <SiteHeaderChunk {...props} />
    </Suspense>
  );
}
