import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { afterEach as axeAfterEach } from '@storybook/addon-a11y/preview';
import { LocaleProvider, enCA, frCA } from '../packages/ui/src';

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

/** What a story file declares for its French pass and the toolbar's French: `parameters.locales`. */
interface StoryLocales {
  /**
   * The story's sample content in Quebec French, merged over its args when the story is shown in
   * fr-CA (a plan's features, an article's title): the packs translate the component's own
   * texts, the story translates what it passes in. Declared on the meta, on a story, or both
   * (Storybook merges parameters level by level).
   */
  'fr-CA'?: { args?: Record<string, unknown> };
}

type Update = { args?: Record<string, unknown> };

function StoryLocale({
  locale,
  render,
}: {
  locale: string;
  render: (chosen: string) => ReactNode;
}) {
  const chosen = useSyncExternalStore(subscribe, () => override ?? locale);
  useEffect(() => {
    // The document's language follows, as a page's <html lang> would.
    document.documentElement.lang = chosen;
  }, [chosen]);
  return (
    <LocaleProvider locale={chosen} texts={chosen === 'fr-CA' ? frCA : enCA}>
      {render(chosen)}
    </LocaleProvider>
  );
}

/**
 * The locale decorator: the toolbar's language, or the French pass's, for the packs; in French,
 * the story's French args over its own. The same element either way, so the story keeps its state
 * (a play function's open menu) when the language switches.
 */
export const withLocale = (
  Story: (update?: Update) => ReactNode,
  { globals, args, parameters }: StoryContext,
) => {
  const french = (parameters.locales as StoryLocales | undefined)?.['fr-CA']?.args;
  return (
    <StoryLocale
      locale={(globals.locale as string | undefined) ?? 'en-CA'}
      render={(chosen) =>
        chosen === 'fr-CA' && french ? <Story args={{ ...args, ...french }} /> : <Story />
      }
    />
  );
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

/** Attributes a reader hears or sees besides the text, as the site's French check reads them. */
const spokenAttributes = ['aria-label', 'title', 'alt', 'placeholder'];

/**
 * The texts a reader of the story meets in French: every shown text node and spoken attribute of
 * the page (portals included: toasts, dialogs), leaving out what is marked English (lang="en…").
 */
function frenchTexts(): string[] {
  const isEnglish = (element: Element) =>
    element.closest('[lang]:not(html)')?.getAttribute('lang')?.toLowerCase().startsWith('en');
  const pieces: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script, style, template')) continue;
    if (isEnglish(parent) || !parent.checkVisibility()) continue;
    pieces.push(node.textContent);
  }
  for (const element of document.body.querySelectorAll('*')) {
    // Storybook's hidden loading skeletons hold English titles ('Required') no reader meets.
    if (isEnglish(element) || !element.checkVisibility()) continue;
    for (const name of spokenAttributes) {
      const value = element.getAttribute(name);
      if (value?.trim()) pieces.push(value);
    }
  }
  return pieces;
}

/** The story tests' English check of the French pass (.storybook/vitest.setup.ts sets it). */
const englishInFrench = (pieces: string[]) =>
  (globalThis as { __englishInFrench?: (p: string[]) => Promise<string[]> }).__englishInFrench?.(
    pieces,
  );

/**
 * In the story tests only (Vitest gives the story its run configuration as a global), every story
 * is checked a second time in French: the same mounted story switched to the fr-CA pack, then
 * axe again with the story's own a11y parameters. No second browser or page load, so the pass
 * costs a render and an axe run per story. Then the French texts it shows must hold no English
 * (.storybook/english-check.ts) outside elements marked lang="en". A failure names the language.
 */
export async function frenchPass(context: StoryContext) {
  const inStoryTest = 'storybook/test-provided' in context.globals;
  if (!inStoryTest || context.viewMode !== 'story' || context.globals.locale === 'fr-CA') return;
  setOverride('fr-CA');
  try {
    await nextFrame();
    await nextFrame();
    await axeAfterEach({ ...context, id: `${context.id}--fr-CA` } as never);
    const english = (await englishInFrench(frenchTexts())) ?? [];
    if (english.length > 0) throw new Error(`English outside lang="en": ${english.join('; ')}`);
  } catch (error) {
    throw new Error(`In fr-CA: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  } finally {
    setOverride(null);
    await nextFrame();
  }
}
