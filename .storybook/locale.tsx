import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { afterEach as axeAfterEach } from '@storybook/addon-a11y/preview';
import { LocaleProvider } from '../packages/ui/src';

/** The toolbar's language switch: every story in the library's English or Quebec French pack. */
export const localeGlobalType = {
  description: 'Language of the components’ built-in texts',
  toolbar: {
    title: 'Language',
    icon: 'globe' as const,
    items: [
      { value: 'en-CA', title: 'English (Canada)', right: 'en-CA' },
      { value: 'fr-CA', title: 'Français (Québec)', right: 'fr-CA' },
    ],
    dynamicTitle: true,
  },
};

// The story tests' second pass switches the mounted story to French without remounting it, so
// the state a play function left (an open menu, a toast, a refused form) is checked in French too.
let override: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setOverride(locale: string | null) {
  override = locale;
  listeners.forEach((listener) => listener());
}

/**
 * The same switch for the visual tests (visual/stories.visual.ts): after a story's play, they
 * show it in French for the French baselines, then back in the story's own language.
 */
(globalThis as { __setStoryLocale?: (locale: string | null) => void }).__setStoryLocale =
  setOverride;

function StoryLocale({ locale, children }: { locale: string; children: ReactNode }) {
  const chosen = useSyncExternalStore(subscribe, () => override ?? locale);
  useEffect(() => {
    // The document's language follows, as a page's <html lang> would.
    document.documentElement.lang = chosen;
  }, [chosen]);
  return <LocaleProvider locale={chosen}>{children}</LocaleProvider>;
}

export const withLocale = (Story: () => ReactNode, { globals }: StoryContext) => (
  <StoryLocale locale={(globals.locale as string | undefined) ?? 'en-CA'}>
    <Story />
  </StoryLocale>
);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

/**
 * In the story tests only (Vitest gives the story its run configuration as a global), every story
 * is checked a second time in French: the same mounted story switched to the fr-CA pack, then
 * axe again with the story's own a11y parameters. No second browser or page load, so the pass
 * costs a render and an axe run per story. A failure names the language.
 */
export async function frenchPass(context: StoryContext) {
  const inStoryTest = 'storybook/test-provided' in context.globals;
  if (!inStoryTest || context.viewMode !== 'story' || context.globals.locale === 'fr-CA') return;
  setOverride('fr-CA');
  try {
    await nextFrame();
    await nextFrame();
    await axeAfterEach({ ...context, id: `${context.id}--fr-CA` } as never);
  } catch (error) {
    throw new Error(`In fr-CA: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    setOverride(null);
    await nextFrame();
  }
}
