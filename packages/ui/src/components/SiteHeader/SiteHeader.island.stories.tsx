import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';
import { enhanceSiteHeader, showSignedIn } from './siteHeaderBehaviour';
import {
  brand,
  cityItems,
  leadingLinks,
  primaryLinks,
  serviceItems,
} from './siteNavigation.fixtures';

/**
 * The header as a page without React gets it: SiteHeader's prerendered markup, inert HTML, with
 * `enhanceSiteHeader` (and `showSignedIn` for a stored session) run on it, as the site's island
 * script does. The stories drive it by keyboard and pointer like the React stories.
 */
function IslandHeader({
  storedSession = false,
  ...props
}: SiteHeaderProps & { storedSession?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const markup = renderToStaticMarkup(<SiteHeader {...props} />);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const cleanup = enhanceSiteHeader(root);
    if (storedSession) showSignedIn(root, true);
    return cleanup;
  }, [markup, storedSession]);
  return (
    <div style={{ minHeight: '100vh' }}>
      <div ref={ref} dangerouslySetInnerHTML={{ __html: markup }} />
      <main style={{ padding: '2rem 1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
        <h1 style={{ margin: 0 }}>A page that ships no framework</h1>
        <p>The header above is static HTML; a few lines of plain script make its menus work.</p>
      </main>
    </div>
  );
}

const meta = {
  title: 'Navigation/SiteHeader/Without React',
  component: IslandHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand,
    services: serviceItems,
    cities: cityItems,
    leadingLinks,
    primaryLinks,
    signedIn: false,
  },
} satisfies Meta<typeof IslandHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('header') as HTMLElement);

export const Keyboard: Story = {
  name: 'Menu by keyboard',
  play: async ({ canvasElement }) => {
    const header = bar(canvasElement);
    const trigger = header.getByRole('button', { name: 'Services' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    const first = header.getByRole('link', { name: 'AI-Powered SEO' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(header.getByRole('link', { name: 'Content Strategy' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(header.getByRole('link', { name: 'Why AEO is Essential' })).toHaveFocus();
  },
};

export const Escape: Story = {
  name: 'Menu closes with Escape, focus returns',
  play: async ({ canvasElement }) => {
    const header = bar(canvasElement);
    const trigger = header.getByRole('button', { name: 'Cities' });
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(header.getByRole('link', { name: 'Toronto' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(header.queryByRole('link', { name: 'Toronto' })).toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const OutsideClick: Story = {
  name: 'Menu closes on a click outside',
  play: async ({ canvas, canvasElement }) => {
    const header = bar(canvasElement);
    const services = header.getByRole('button', { name: 'Services' });
    const cities = header.getByRole('button', { name: 'Cities' });
    await userEvent.click(cities);
    await waitFor(() => expect(header.getByRole('link', { name: 'Halifax' })).toBeVisible());
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await expect(cities).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(services);
    await userEvent.click(cities);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(cities).toHaveAttribute('aria-expanded', 'true');
  },
};

export const SheetFocusReturn: Story = {
  name: 'Mobile sheet: Escape, backdrop and close button return focus',
  args: { compact: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const menuButton = bar(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    const again = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: again,
      coords: { clientX: 1, clientY: again.getBoundingClientRect().height / 2 },
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    const third = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(third).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
  },
};

export const StoredSession: Story = {
  name: 'Signed in from a stored session',
  args: { storedSession: true },
  play: async ({ canvasElement }) => {
    const header = bar(canvasElement);
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(header.queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};
