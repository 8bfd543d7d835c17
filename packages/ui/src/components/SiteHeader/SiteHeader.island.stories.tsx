import preview from '../../stories-support/preview';
import { useLayoutEffect, useRef } from 'react';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import { enhanceSiteHeader, showSignedIn } from './siteHeaderBehaviour';
import { PageBehind } from '../../stories-support/PageBehind';
import { useStaticMarkup } from '../../stories-support/staticMarkup';
import {
  closeMenuOutside,
  closeMenuWithEscape,
  closeSheetWithButton,
  closeSheetWithEscapeOrBackdrop,
  expectSignedIn,
  headerBar,
  openMenusWithoutScript,
  siteHeaderArgs,
  siteHeaderArgsFr,
  walkServicesByKeyboard,
} from '../../stories-support/siteHeader';
import { frenchArgs } from '../../stories-support/french';

/** The page under the header: one that ships no framework. */
const islandPage = {
  'en-CA': {
    heading: 'A page that ships no framework',
    text: 'The header above is static HTML; a few lines of plain script make its menus work.',
  },
  'fr-CA': {
    heading: 'Une page livrée sans cadriciel',
    text: 'L’en-tête ci-dessus est du HTML statique; quelques lignes de script suffisent à faire fonctionner ses menus.',
  },
};

/**
 * The header as a page without React gets it: SiteHeader's prerendered markup, inert HTML, with
 * `enhanceSiteHeader` (and `showSignedIn` for a stored session) run on it, as the site's island
 * script does. The stories drive it by keyboard and pointer like the React stories.
 */
function IslandHeader({
  storedSession = false,
  scriptRun = true,
  ...props
}: SiteHeaderProps & { storedSession?: boolean; scriptRun?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const markup = useStaticMarkup(<SiteHeader {...props} />);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || !scriptRun) return;
    const cleanup = enhanceSiteHeader(root);
    if (storedSession) showSignedIn(root, true);
    return cleanup;
  }, [markup, storedSession, scriptRun]);
  return (
    <PageBehind copy={islandPage}>
      <div ref={ref} dangerouslySetInnerHTML={{ __html: markup }} />
    </PageBehind>
  );
}

const meta = preview.meta({
  title: 'Navigation/SiteHeader/Without React',
  component: IslandHeader,
  parameters: { layout: 'fullscreen', ...frenchArgs(siteHeaderArgsFr) },
  args: siteHeaderArgs,
});

export const Keyboard = meta.story({
  name: 'Menu by keyboard',
  play: async ({ canvasElement }) => {
    await walkServicesByKeyboard(headerBar(canvasElement));
  },
});

export const Escape = meta.story({
  name: 'Menu closes with Escape, focus returns',
  play: async ({ canvasElement }) => {
    await closeMenuWithEscape(headerBar(canvasElement), 'Cities', 'Toronto');
  },
});

export const OutsideClick = meta.story({
  name: 'Menu closes on a click outside',
  play: async ({ canvas, canvasElement }) => {
    await closeMenuOutside(canvas, headerBar(canvasElement));
  },
});

export const BeforeScript = meta.story({
  name: 'Menus before the script, by HTML alone',
  args: { scriptRun: false },
  play: async ({ canvasElement }) => {
    await openMenusWithoutScript(headerBar(canvasElement));
  },
});

export const SheetFocusReturn = meta.story({
  name: 'Mobile sheet: Escape, backdrop and close button return focus',
  args: { compact: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const menuButton = headerBar(canvasElement).getByRole('button', { name: 'Menu' });
    await closeSheetWithEscapeOrBackdrop(menuButton);
    await closeSheetWithButton(menuButton);
  },
});

export const StoredSession = meta.story({
  name: 'Signed in from a stored session',
  args: { storedSession: true },
  play: async ({ canvasElement }) => {
    await expectSignedIn(headerBar(canvasElement));
  },
});
