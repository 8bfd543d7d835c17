import { createRoot, hydrateRoot } from 'react-dom/client';
import { startTransition, useEffect, type ReactElement } from 'react';
import { LocaleProvider, type UiTexts } from '@northbeam/ui';
import type { Lang } from '../content/cities/types';
import { pageLocale } from '../lib/loadSupabase';
import {
  partIdPrefix,
  partSelector,
  type ActingPartDefinition,
  type PreparedContent,
} from './partDefinition';

/** Says when React has hydrated the part: from then on its controls work. */
function Started({ onStart, children }: { onStart: () => void; children: ReactElement }) {
  useEffect(onStart, [onStart]);
  return children;
}

/**
 * The ui's pack of the page's language, and no other: on an English page none, each component
 * bringing its own English (so the part holds the English of the components it renders, not the
 * whole pack); the French pack loads on French pages only, in a chunk of its own that the page
 * preloads with the part's (scripts/acting-parts.mjs).
 */
const uiTextsOf = async (lang: Lang): Promise<UiTexts | undefined> =>
  lang === 'fr-CA' ? (await import('./frenchPack')).frCA : undefined;

/**
 * Ends the current task and resumes in a new one. The part's start script is evaluated (React and
 * the part's modules) in one task; hydrating from that same task's microtasks added the root's
 * creation and the first render's scheduling to it, a task over 12.5 ms on this machine and so
 * over 50 ms in Lighthouse's 4x-slowed simulation. `scheduler.yield` continues ahead of other
 * queued tasks where the browser has it (Chromium); a timer elsewhere.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Hydrates a prerendered part (see ActingPart) as a React root of its own, in the ui's pack of the
 * page's language; its container then carries `data-acting-part-started`. The hydration is a
 * transition, so React renders it in slices of a few milliseconds and yields between them: the
 * part's tree is hydrated in several short tasks instead of one long one that would hold up a tap
 * (and count in Total Blocking Time, four times slowed in Lighthouse's simulation). A press on
 * the part before it has hydrated is replayed by React once it has. A part marked `clientRender`
 * is rendered anew instead, replacing the prerendered markup in one commit.
 */
export async function startPart(part: ActingPartDefinition) {
  const container = document.querySelector<HTMLElement>(partSelector(part));
  if (!container) throw new Error(`No container for the acting part '${part.name}' on this page`);
  const markStarted = () => {
    container.dataset.actingPartStarted = '';
  };
  const lang = pageLocale();
  const texts = await uiTextsOf(lang);
  await nextTask();
  // What the prerender wrote for the part (ActingPart), read rather than written again.
  const written = container.dataset.actingPartTexts;
  const prepared: PreparedContent | undefined = written
    ? (JSON.parse(written) as PreparedContent)
    : part.prepare?.(lang);
  const tree = (
    <Started onStart={markStarted}>
      <LocaleProvider locale={lang} texts={texts}>
        {part.render(lang, prepared)}
      </LocaleProvider>
    </Started>
  );
  const identifierPrefix = partIdPrefix(part);
  startTransition(() => {
    if (part.clientRender) createRoot(container, { identifierPrefix }).render(tree);
    else hydrateRoot(container, tree, { identifierPrefix });
  });
}
