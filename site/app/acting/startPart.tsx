import { hydrateRoot } from 'react-dom/client';
import { useEffect, type ReactElement } from 'react';
import { partIdPrefix, partSelector, type ActingPartDefinition } from './ActingPart';

/** Says when React has hydrated the part: from then on its controls work. */
function Started({ onStart, children }: { onStart: () => void; children: ReactElement }) {
  useEffect(onStart, [onStart]);
  return children;
}

/**
 * Hydrates a prerendered part (see ActingPart) as a React root of its own; its container then
 * carries `data-acting-part-started`.
 */
export function startPart(part: ActingPartDefinition) {
  const container = document.querySelector<HTMLElement>(partSelector(part));
  if (!container) throw new Error(`No container for the acting part '${part.name}' on this page`);
  const markStarted = () => {
    container.dataset.actingPartStarted = '';
  };
  hydrateRoot(container, <Started onStart={markStarted}>{part.render()}</Started>, {
    identifierPrefix: partIdPrefix(part),
  });
}
