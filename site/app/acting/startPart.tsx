import { createRoot, hydrateRoot } from 'react-dom/client';
import { startTransition, useEffect, type ReactElement } from 'react';
import { pageLocale } from '../lib/loadSupabase';
import { partIdPrefix, partSelector, type ActingPartDefinition } from './ActingPart';

/** Says when React has hydrated the part: from then on its controls work. */
function Started({ onStart, children }: { onStart: () => void; children: ReactElement }) {
  useEffect(onStart, [onStart]);
  return children;
}

/**
 * Hydrates a prerendered part (see ActingPart) as a React root of its own; its container then
 * carries `data-acting-part-started`. The hydration is a transition, so React renders it in
 * slices of a few milliseconds and yields between them: the part's tree is hydrated in several
 * short tasks instead of one long one that would hold up a tap (and count in Total Blocking Time,
 * four times slowed in Lighthouse's simulation). A press on the part before it has hydrated is
 * replayed by React once it has. A part marked `clientRender` is rendered anew instead, replacing
 * the prerendered markup in one commit.
 */
export function startPart(part: ActingPartDefinition) {
  const container = document.querySelector<HTMLElement>(partSelector(part));
  if (!container) throw new Error(`No container for the acting part '${part.name}' on this page`);
  const markStarted = () => {
    container.dataset.actingPartStarted = '';
  };
  const tree = <Started onStart={markStarted}>{part.render(pageLocale())}</Started>;
  const identifierPrefix = partIdPrefix(part);
  startTransition(() => {
    if (part.clientRender) createRoot(container, { identifierPrefix }).render(tree);
    else hydrateRoot(container, tree, { identifierPrefix });
  });
}
