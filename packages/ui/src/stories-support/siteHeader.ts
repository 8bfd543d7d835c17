/**
 * What the header stories do to the header, written once: the React stories and the ones that
 * enhance its prerendered markup without React drive the same menus and the same sheet and must see
 * the same results.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  brand,
  cityItems,
  cityItemsFr,
  leadingLinks,
  leadingLinksFr,
  primaryLinks,
  primaryLinksFr,
  serviceItems,
  serviceItemsFr,
} from '../components/SiteHeader/siteNavigation.fixtures';
import type { Canvas } from './play';

/** The spec's navigation, signed out. */
export const siteHeaderArgs = {
  brand,
  services: serviceItems,
  cities: cityItems,
  leadingLinks,
  primaryLinks,
  signedIn: false,
};

/** The same navigation as the French pages have it: the header stories' French args. */
export const siteHeaderArgsFr = {
  services: serviceItemsFr,
  cities: cityItemsFr,
  leadingLinks: leadingLinksFr,
  primaryLinks: primaryLinksFr,
};

/** The fixed header bar; the mobile sheet is a <dialog> outside it. */
export const headerBar = (canvasElement: HTMLElement): Canvas =>
  within(canvasElement.querySelector('header') as HTMLElement);

/** The list a disclosure button shows, found through its aria-controls like assistive tech does. */
export const controlledList = (button: HTMLElement): HTMLElement =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

const page = () => within(document.body);

/** The link named `current` is marked as the page shown; the one named `other`, if given, is not. */
export async function expectCurrentLink(links: Canvas, current: string, other?: string) {
  await expect(links.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  if (other) {
    await expect(links.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  }
}

/** Signed in: the Dashboard link instead of Sign In, Get Started still offered. */
export async function expectSignedIn(header: Canvas): Promise<HTMLElement> {
  const dashboard = header.getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toHaveAttribute('href', '/dashboard');
  await expect(header.queryByRole('link', { name: 'Sign In' })).toBeNull();
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
  return dashboard;
}

/**
 * The Services menu by keyboard: Enter opens it and leaves focus on its button (a disclosure), Tab
 * enters the list, arrows, End and Home walk it.
 */
export async function walkServicesByKeyboard(header: Canvas): Promise<void> {
  const trigger = header.getByRole('button', { name: 'Services' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const list = controlledList(trigger);
  // The list fades in from transparent; visible once the animation has started.
  await waitFor(() => expect(list).toBeVisible());
  const items = within(list).getAllByRole('link');
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
  await expect(trigger).toHaveFocus();
  await userEvent.tab();
  await expect(items[0]).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  await expect(items[1]).toHaveFocus();
  await userEvent.keyboard('{End}');
  await expect(items[4]).toHaveFocus();
  await userEvent.keyboard('{Home}{ArrowDown}');
  await expect(items[1]).toHaveFocus();
}

/** Escape closes an open menu and gives focus back to its button. */
export async function closeMenuWithEscape(
  header: Canvas,
  menu: string,
  firstLink: string,
): Promise<void> {
  const trigger = header.getByRole('button', { name: menu });
  await userEvent.click(trigger);
  await userEvent.tab();
  await expect(header.getByRole('link', { name: firstLink })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect(header.queryByRole('link', { name: firstLink })).toBeNull();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toHaveFocus();
}

/**
 * A click outside closes the open menu, and opening one menu closes the other; ends with Cities
 * open.
 */
export async function closeMenuOutside(canvas: Canvas, header: Canvas): Promise<void> {
  const services = header.getByRole('button', { name: 'Services' });
  const cities = header.getByRole('button', { name: 'Cities' });
  await userEvent.click(cities);
  await waitFor(() => expect(header.getByRole('link', { name: 'Toronto' })).toBeVisible());
  await expect(header.getByRole('link', { name: 'Halifax' })).toBeVisible();
  await userEvent.click(canvas.getByRole('heading', { level: 1 }));
  await expect(header.queryByRole('link', { name: 'Toronto' })).toBeNull();
  await expect(cities).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(services);
  await userEvent.click(cities);
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(header.queryByRole('link', { name: 'Technical SEO' })).toBeNull();
  await expect(cities).toHaveAttribute('aria-expanded', 'true');
}

/**
 * The prerendered header with no script run: each button opens its list as a popover, one menu at
 * a time, and says nothing of its state itself (the browser exposes it); ends with Services open.
 */
export async function openMenusWithoutScript(header: Canvas): Promise<void> {
  const services = header.getByRole('button', { name: 'Services' });
  const cities = header.getByRole('button', { name: 'Cities' });
  await expect(cities).not.toHaveAttribute('aria-expanded');
  await expect(header.queryByRole('link', { name: 'Toronto' })).toBeNull();
  await userEvent.click(cities);
  await waitFor(() => expect(header.getByRole('link', { name: 'Toronto' })).toBeVisible());
  await expect(controlledList(cities).matches(':popover-open')).toBe(true);
  await userEvent.click(services);
  await waitFor(() => expect(header.getByRole('link', { name: 'Technical SEO' })).toBeVisible());
  await expect(header.queryByRole('link', { name: 'Toronto' })).toBeNull();
  await userEvent.click(services);
  await expect(header.queryByRole('link', { name: 'Technical SEO' })).toBeNull();
  await userEvent.click(services);
  await waitFor(() => expect(header.getByRole('link', { name: 'Technical SEO' })).toBeVisible());
}

/** Opens the mobile sheet with its Menu button. */
export async function openSheet(menuButton: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(menuButton);
  return page().findByRole('dialog', { name: 'Menu' });
}

/**
 * The sheet is gone and focus is back on the Menu button. The button has no aria-expanded (HTML
 * forbids it beside `command`; the button is inert while the modal sheet is open).
 */
async function expectSheetClosed(menuButton: HTMLElement): Promise<void> {
  await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  await expect(menuButton).not.toHaveAttribute('aria-expanded');
  await expect(menuButton).toHaveFocus();
}

/**
 * The sheet opens as a modal (the page behind is inert) with focus inside it, and closes with
 * Escape and with a click on the dimmed backdrop beside it.
 */
export async function closeSheetWithEscapeOrBackdrop(menuButton: HTMLElement): Promise<void> {
  const dialog = await openSheet(menuButton);
  await expect(menuButton).not.toHaveAttribute('aria-expanded');
  await expect(dialog.matches(':modal')).toBe(true);
  await expect(dialog.contains(document.activeElement)).toBe(true);
  await userEvent.keyboard('{Escape}');
  await expectSheetClosed(menuButton);

  const again = await openSheet(menuButton);
  // A click at the viewport's left edge: the sheet slides in from the right and never reaches it.
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: again,
    coords: { clientX: 1, clientY: again.getBoundingClientRect().height / 2 },
  });
  await expectSheetClosed(menuButton);
}

/** The sheet's own Close menu button closes it. */
export async function closeSheetWithButton(menuButton: HTMLElement): Promise<void> {
  const dialog = await openSheet(menuButton);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
  await expectSheetClosed(menuButton);
}
