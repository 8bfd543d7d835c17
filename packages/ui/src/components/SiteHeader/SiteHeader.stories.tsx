import preview from '../../stories-support/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import { PageBehind } from '../../stories-support/PageBehind';
import { expectLink, expectLinks } from '../../stories-support/play';
import {
  closeMenuOutside,
  closeMenuWithEscape,
  closeSheetWithButton,
  closeSheetWithEscapeOrBackdrop,
  controlledList,
  expectCurrentLink,
  expectSignedIn,
  headerBar,
  openSheet,
  siteHeaderArgs,
  siteHeaderArgsFr,
  walkServicesByKeyboard,
} from '../../stories-support/siteHeader';
import { frenchArgs } from '../../stories-support/french';

const meta = preview.meta({
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen', ...frenchArgs(siteHeaderArgsFr) },
  args: siteHeaderArgs,
  render: (args) => (
    <PageBehind>
      <SiteHeader {...args} />
    </PageBehind>
  ),
});

export const SignedOut = meta.story({
  name: 'Signed out',
  play: async ({ canvasElement }) => {
    const header = headerBar(canvasElement);
    await expectLinks(header, [
      ['Northbeam', '/'],
      ['Sign In', '/auth'],
      ['Get Started', '/contact'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    await expect(header.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    // Both menus start closed: their links are not shown until asked for.
    for (const name of ['Services', 'Cities']) {
      const button = header.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(controlledList(button)).not.toBeVisible();
    }
    await expect(header.queryByRole('link', { name: 'Toronto' })).toBeNull();
    // The spec's order: Services, Pricing, Cities, About, Blog, Contact.
    const navigation = header.getByRole('navigation', { name: 'Main' });
    const entries = Array.from(
      navigation.querySelectorAll(':scope > ul > li'),
      (item) => item.querySelector('a, button')?.textContent,
    );
    await expect(entries).toEqual(['Services', 'Pricing', 'Cities', 'About', 'Blog', 'Contact']);
  },
});

export const SignedIn = meta.story({
  name: 'Signed in',
  args: { signedIn: true, currentPath: '/dashboard' },
  parameters: frenchArgs({ currentPath: '/fr/tableau-de-bord' }),
  play: async ({ canvasElement }) => {
    const dashboard = await expectSignedIn(headerBar(canvasElement));
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
  },
});

export const CurrentPage = meta.story({
  name: 'Current page marked',
  args: { currentPath: '/pricing' },
  parameters: frenchArgs({ currentPath: '/fr/forfaits' }),
  play: async ({ canvasElement }) => {
    await expectCurrentLink(headerBar(canvasElement), 'Pricing', 'About');
  },
});

export const CurrentCityInMenu = meta.story({
  name: 'Current city marked in the Cities menu',
  args: { currentPath: '/halifax-seo' },
  parameters: frenchArgs({ currentPath: '/fr/referencement-halifax' }),
  play: async ({ canvasElement }) => {
    const header = headerBar(canvasElement);
    const cities = header.getByRole('button', { name: 'Cities' });
    // The closed menu's button shows that the current page is inside it.
    await expect(cities).toHaveAttribute('data-current', 'true');
    await expect(header.getByRole('button', { name: 'Services' })).not.toHaveAttribute(
      'data-current',
    );
    await userEvent.click(cities);
    await expectCurrentLink(header, 'Halifax', 'Toronto');
  },
});

export const ServicesMenuOpen = meta.story({
  name: 'Services menu open (keyboard)',
  play: async ({ canvasElement }) => {
    await walkServicesByKeyboard(headerBar(canvasElement));
  },
});

export const CitiesMenuOpen = meta.story({
  name: 'Cities menu open (pointer)',
  play: async ({ canvasElement }) => {
    const header = headerBar(canvasElement);
    const trigger = header.getByRole('button', { name: 'Cities' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = within(controlledList(trigger));
    const items = list.getAllByRole('link');
    await expect(items).toHaveLength(26);
    await waitFor(() => expect(items[0]).toBeVisible());
    for (const item of items) await expect(item).toBeVisible();
    await expectLink(list, 'Toronto', '/toronto-seo');
    const troisRivieres = list.getByRole('link', { name: 'Trois-Rivières' });
    await expect(troisRivieres).toHaveAttribute('href', '/trois-rivieres-seo');
    await expect(troisRivieres).toHaveAttribute('lang', 'fr-CA');
    await expectLink(list, 'Cambridge', '/cambridge-seo');
  },
});

export const CloseMenuWithEscape = meta.story({
  name: 'Menu closes with Escape',
  play: async ({ canvasElement }) => {
    await closeMenuWithEscape(headerBar(canvasElement), 'Services', 'AI-Powered SEO');
  },
});

export const CloseMenuOutside = meta.story({
  name: 'Menu closes on a click outside or when focus leaves',
  play: async ({ canvas, canvasElement }) => {
    const header = headerBar(canvasElement);
    const services = header.getByRole('button', { name: 'Services' });
    const cities = header.getByRole('button', { name: 'Cities' });
    await closeMenuOutside(canvas, header);
    await userEvent.click(cities);
    await expect(cities).toHaveAttribute('aria-expanded', 'false');

    // Tabbing past the last link leaves the group, which closes it.
    services.focus();
    await userEvent.keyboard('{Enter}');
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(header.getByRole('link', { name: 'Content Strategy' })).toHaveFocus();
    await userEvent.tab();
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveFocus();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(header.queryByRole('link', { name: 'Content Strategy' })).toBeNull();
  },
});

export const MobileMenuOpen = meta.story({
  name: 'Mobile menu open',
  args: { compact: true, currentPath: '/toronto-seo' },
  parameters: frenchArgs({ currentPath: '/fr/referencement-toronto' }),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const header = headerBar(canvasElement);
    await expect(header.queryByRole('link', { name: 'Pricing' })).toBeNull();
    const sheet = within(await openSheet(header.getByRole('button', { name: 'Menu' })));
    await expectLinks(sheet, [
      ['Pricing', '/pricing'],
      ['Sign In', '/auth'],
      ['Get Started', '/contact'],
    ]);
    const services = sheet.getByRole('list', { name: 'Services' });
    await expect(within(services).getAllByRole('link')).toHaveLength(5);
    const cities = sheet.getByRole('list', { name: 'Cities' });
    await expect(within(cities).getAllByRole('link')).toHaveLength(26);
    await expectCurrentLink(within(cities), 'Toronto');
    await expect(sheet.getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
});

export const MobileMenuCloses = meta.story({
  name: 'Mobile menu closes after choosing a link',
  args: { compact: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const menuButton = headerBar(canvasElement).getByRole('button', { name: 'Menu' });
    const dialog = await openSheet(menuButton);
    await userEvent.click(within(dialog).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await closeSheetWithButton(menuButton);
  },
});

export const MobileMenuEscape = meta.story({
  name: 'Mobile menu closes with Escape or a click beside it',
  args: { compact: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await closeSheetWithEscapeOrBackdrop(
      headerBar(canvasElement).getByRole('button', { name: 'Menu' }),
    );
  },
});

export const MobileSignedIn = meta.story({
  name: 'Mobile, signed in',
  args: { compact: true, signedIn: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await openSheet(headerBar(canvasElement).getByRole('button', { name: 'Menu' }));
    await expectSignedIn(within(dialog));
  },
});

export const FrenchLabels = meta.story({
  name: 'French labels',
  args: {
    lang: 'fr-CA',
    brand: { name: 'Northbeam' },
    labels: {
      services: 'Services',
      cities: 'Villes',
      signIn: 'Se connecter',
      getStarted: 'Commencer',
      dashboard: 'Tableau de bord',
      openMenu: 'Menu',
      closeMenu: 'Fermer le menu',
      menuTitle: 'Menu',
      mainNavigation: 'Navigation principale',
    },
    leadingLinks: [{ label: 'Tarifs', href: '/pricing' }],
    primaryLinks: [
      { label: 'À propos', href: '/about' },
      { label: 'Blogue', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  // Its own French links in the French pass too, not the meta's.
  parameters: frenchArgs({
    leadingLinks: [{ label: 'Tarifs', href: '/pricing' }],
    primaryLinks: [
      { label: 'À propos', href: '/about' },
      { label: 'Blogue', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  }),
  play: async ({ canvasElement }) => {
    const header = headerBar(canvasElement);
    await expectLink(header, 'Se connecter', '/auth');
    const villes = header.getByRole('button', { name: 'Villes' });
    await userEvent.click(villes);
    const list = controlledList(villes);
    await waitFor(() => expect(list).toBeVisible());
    await expect(within(list).getAllByRole('link')).toHaveLength(26);
  },
});

export const WithLogo = meta.story({
  name: 'With logo image',
  args: {
    brand: {
      name: 'Northbeam',
      logo: {
        src:
          'data:image/svg+xml;charset=utf-8,' +
          encodeURIComponent(
            '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M9 23V9l14 14V9" stroke="#fff" stroke-width="3" fill="none"/></svg>',
          ),
        width: 32,
        height: 32,
      },
    },
  },
});

/**
 * WCAG 1.4.10 at 320 px (a 1280 px screen zoomed to 400 %): a long brand name wraps and the Menu
 * button stays on screen. The transform makes the 320 px box the fixed header's containing block.
 */
export const NarrowScreen = meta.story({
  name: 'Narrow screen (320 px), long brand name',
  args: { compact: true, brand: { name: 'Northbeam Search' } },
  render: (args) => (
    <div data-testid="screen" style={{ width: 320, height: 240, transform: 'translateZ(0)' }}>
      <SiteHeader {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const screen = canvas.getByTestId('screen').getBoundingClientRect();
    const header = headerBar(canvasElement);
    const menu = header.getByRole('button', { name: 'Menu' }).getBoundingClientRect();
    const brandLink = header
      .getByRole('link', { name: 'Northbeam Search' })
      .getBoundingClientRect();
    await expect(menu.right).toBeLessThanOrEqual(screen.right);
    await expect(brandLink.right).toBeLessThanOrEqual(menu.left);
    // The wrapped name still fits inside the bar.
    const bar = (canvasElement.querySelector('header') as HTMLElement).getBoundingClientRect();
    await expect(brandLink.bottom).toBeLessThanOrEqual(bar.bottom);
  },
});

/**
 * WCAG 2.4.11: whatever the browser scrolls into view (Shift+Tab, a focused field, a #fragment)
 * stops below the fixed header instead of underneath it.
 */
export const FocusBelowHeader = meta.story({
  name: 'Scrolled-to content stays below the header',
  render: (args) => (
    <PageBehind>
      <SiteHeader {...args} />
      <ol style={{ padding: '0 3rem', maxWidth: '72rem', margin: '0 auto' }}>
        {Array.from({ length: 40 }, (_, index) => (
          <li key={index} style={{ paddingBlock: '0.75rem' }}>
            <a href={`#section-${index + 1}`}>Section {index + 1}</a>
          </li>
        ))}
      </ol>
    </PageBehind>
  ),
  play: async ({ canvas, canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    const link = canvas.getByRole('link', { name: 'Section 20' });
    try {
      window.scrollTo(0, document.documentElement.scrollHeight);
      link.scrollIntoView({ block: 'start' });
      await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        header.getBoundingClientRect().bottom,
      );
    } finally {
      window.scrollTo(0, 0);
    }
  },
});
