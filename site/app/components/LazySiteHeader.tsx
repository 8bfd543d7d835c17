import { lazy, Suspense, type ComponentProps } from 'react';
import type { SiteHeader as UiSiteHeader } from '@northbeam/ui';
// Using the header's own stylesheet module here keeps its styles in the page's stylesheet, so the
// prerendered header is styled before (and without) JavaScript. A bare side-effect import would
// be tree-shaken: ui marks only *.css files as side effects.
import { spacer } from '../../../packages/ui/src/components/SiteHeader/SiteHeader.css';

const SiteHeaderChunk = lazy(() => import('./SiteHeaderChunk'));

/**
 * The ui SiteHeader, hydrated as soon as its chunk arrives instead of blocking the first paint's
 * JavaScript: the prerendered HTML already holds every header link (they work without JS), and
 * React keeps that HTML until the menus' code is loaded, so hydration never mismatches.
 */
export function SiteHeader(props: ComponentProps<typeof UiSiteHeader>) {
  return (
    // The fallback only shows on a client render before the chunk arrives; during hydration React
    // keeps the prerendered header instead.
    <Suspense fallback={<div className={spacer} aria-hidden="true" />}>
      <SiteHeaderChunk {...props} />
    </Suspense>
  );
}
