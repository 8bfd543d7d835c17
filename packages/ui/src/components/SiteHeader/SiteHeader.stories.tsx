import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import { brand, cityItems, primaryLinks, serviceItems } from './siteNavigation.fixtures';

/** A page behind the fixed header, so screenshots show it over real content. */
function PageBehind({ children }: { children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh' }}>
      {children}
      <main style={{ padding: '2rem 1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
        <h1 style={{ margin: 0 }}>Page content starts below the header</h1>
        <p>The header reserves its own height, so this heading is never hidden underneath it.</p>
      </main>
    </div>
  );
}

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand,
    services: serviceItems,
    cities: cityItems,
    primaryLinks,
    signedIn: false,
  },
  render: (args) => (
    <PageBehind>
      <SiteHeader {...args} />
    </PageBehind>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links of the header's desktop navigation, not the mobile sheet's. */
function desktopHeader(canvasElement: HTMLElement) {
  return within(canvasElement.querySelector('header') as HTMLElement);
}

export const SignedOut: Story = {
  name: 'Signed out',
  play: async ({ canvasElement }) => {
    const header = desktopHeader(canvasElement);
    await expect(header.getByRole('link', { name: 'Northbeam' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(header.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    for (const [name, href] of [
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]) {
      await expect(header.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

export const SignedIn: Story = {
  name: 'Signed in',
  args: { signedIn: true, currentPath: '/dashboard' },
  play: async ({ canvasElement }) => {
    const header = desktopHeader(canvasElement);
    const dashboard = header.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveAttribute('href', '/dashboard');
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(header.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
  },
};

export const CurrentPage: Story = {
  name: 'Current page marked',
  args: { currentPath: '/pricing' },
  play: async ({ canvasElement }) => {
    const header = desktopHeader(canvasElement);
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(header.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  },
};

export const ServicesMenuOpen: Story = {
  name: 'Services menu open (keyboard)',
  play: async ({ canvasElement }) => {
    const trigger = desktopHeader(canvasElement).getByRole('button', { name: 'Services' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'AI-Powered SEO',
      'Why AEO is Essential',
      'Why AI SEO is Essential',
      'Technical SEO',
      'Content Strategy',
    ]);
    await expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/services',
      '/why-aeo-essential',
      '/why-ai-seo-essential',
      '/services',
      '/services',
    ]);
    // Radix moves focus into the menu, so arrow keys walk the links.
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
  },
};

export const CitiesMenuOpen: Story = {
  name: 'Cities menu open (pointer)',
  play: async ({ canvasElement }) => {
    const trigger = desktopHeader(canvasElement).getByRole('button', { name: 'Cities' });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(26);
    await expect(within(menu).getByRole('menuitem', { name: 'Toronto' })).toHaveAttribute(
      'href',
      '/toronto-seo',
    );
    const troisRivieres = within(menu).getByRole('menuitem', { name: 'Trois-Rivières' });
    await expect(troisRivieres).toHaveAttribute('href', '/trois-rivieres-seo');
    await expect(troisRivieres).toHaveAttribute('lang', 'fr-CA');
    await expect(within(menu).getByRole('menuitem', { name: 'Cambridge' })).toHaveAttribute(
      'href',
      '/cambridge-seo',
    );
  },
};

export const CloseMenuWithEscape: Story = {
  name: 'Menu closes with Escape',
  play: async ({ canvasElement }) => {
    const trigger = desktopHeader(canvasElement).getByRole('button', { name: 'Services' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const MobileMenuOpen: Story = {
  name: 'Mobile menu open',
  args: { compact: true, currentPath: '/toronto-seo' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const header = desktopHeader(canvasElement);
    await expect(header.queryByRole('link', { name: 'Pricing' })).toBeNull();
    await userEvent.click(header.getByRole('button', { name: 'Menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const sheet = within(dialog);
    await expect(sheet.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    const services = sheet.getByRole('list', { name: 'Services' });
    await expect(within(services).getAllByRole('link')).toHaveLength(5);
    const cities = sheet.getByRole('list', { name: 'Cities' });
    await expect(within(cities).getAllByRole('link')).toHaveLength(26);
    await expect(within(cities).getByRole('link', { name: 'Toronto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sheet.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(sheet.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(sheet.getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

export const MobileMenuCloses: Story = {
  name: 'Mobile menu closes after choosing a link',
  args: { compact: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const menuButton = desktopHeader(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(menuButton);
    const again = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
  },
};

export const MobileSignedIn: Story = {
  name: 'Mobile, signed in',
  args: { compact: true, signedIn: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(desktopHeader(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(within(dialog).queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};

export const FrenchLabels: Story = {
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
    primaryLinks: [
      { label: 'Tarifs', href: '/pricing' },
      { label: 'À propos', href: '/about' },
      { label: 'Blogue', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  play: async ({ canvasElement }) => {
    const header = desktopHeader(canvasElement);
    await expect(header.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await userEvent.click(header.getByRole('button', { name: 'Villes' }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(26);
  },
};

export const WithLogo: Story = {
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
};
