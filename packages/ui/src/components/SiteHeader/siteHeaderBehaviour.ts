// The SiteHeader's behaviour as plain DOM code, framework-free: the React component runs it from an
// effect, and a page that ships no framework runs it from its island script on the prerendered
// markup, so both get the same menus. The markup does what the platform can by itself, so the
// header works before any script has loaded: each disclosure menu's list is a `popover="auto"`
// opened by its button (`popovertarget`), which gives open and close on click, Enter and Space,
// Escape, a click outside, one menu open at a time and the expanded state for assistive
// technology; the mobile sheet is a <dialog> opened and closed by invoker commands
// (`commandfor`/`command`) and closed by a click outside (`closedby="any"`). This module adds what
// HTML has no attribute for: aria-expanded, arrow keys, closing a menu when Tab leaves it or a
// link is chosen, Escape from scripted keys (a close watcher ignores them), focus return and
// closing the sheet when one of its links is chosen.

/** Attributes the SiteHeader markup carries for this module (one owner for the selectors). */
export const siteHeaderHooks = {
  menu: 'data-nav-menu',
  sheet: 'data-site-sheet',
  accountLink: 'data-account-link',
} as const;

/**
 * The `data-module` names the SiteHeader markup carries, one per element a page without React
 * enhances (its island finds them through its registry, as GOV.UK Frontend's initAll does).
 */
export const siteHeaderModules = {
  menu: 'nav-menu',
  sheet: 'site-sheet',
  accountLink: 'account-link',
} as const;

/**
 * The WAI-ARIA disclosure navigation pattern on one `[data-nav-menu]` group, whose button opens
 * its list natively (a popover, see NavMenu). Kept in step with the popover's `toggle` event:
 * aria-expanded on the button, and while open, Escape (from scripted keys too) and a pointer
 * outside (scripted pointers too; the browser's light dismiss takes real ones) close it and
 * Escape gives focus back to the button. Leaving the group with Tab and choosing a link close it;
 * arrows, Home and End walk an open list. Returns a function that removes it all.
 */
export function enhanceNavMenu(group: HTMLElement): () => void {
  const button = group.querySelector<HTMLButtonElement>('button[popovertarget]');
  const list = button?.popoverTargetElement;
  if (!button || !(list instanceof HTMLElement)) return () => {};
  const isOpen = () => list.matches(':popover-open');
  const close = () => {
    if (isOpen()) list.hidePopover();
  };
  const closeOnOutsidePointer = (event: PointerEvent) => {
    if (!group.contains(event.target as Node)) close();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    // Handled here, so the browser's own Escape does not close a second popover or dialog.
    event.preventDefault();
    close();
    // Only pull focus back when it was in this menu: Escape pressed elsewhere must not move it.
    const active = document.activeElement;
    if (!active || active === document.body || group.contains(active)) button.focus();
  };
  const reflect = () => {
    const open = isOpen();
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      document.addEventListener('pointerdown', closeOnOutsidePointer);
      document.addEventListener('keydown', closeOnEscape);
    } else {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    }
  };
  // Optional APG keys: arrows walk the links of an open list, Home and End jump to its ends.
  const moveFocus = (event: KeyboardEvent) => {
    if (!isOpen() || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    const links = Array.from(list.querySelectorAll<HTMLElement>('a'));
    if (links.length === 0) return;
    const index = links.indexOf(document.activeElement as HTMLElement);
    const last = links.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? Math.min(index + 1, last)
            : Math.max(index - 1, 0);
    event.preventDefault();
    links[next]?.focus();
  };
  // Tabbing out closes the list. A null relatedTarget (a click on something unfocusable, or Safari
  // not focusing the clicked link) is left to light dismiss, so clicks still land.
  const closeOnFocusLeaving = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !group.contains(next)) close();
  };
  // A popover stays open when a link inside it is followed; a client-side navigation keeps the
  // header on screen, so the menu closes itself.
  const closeOnLinkChosen = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) close();
  };
  // Opened natively before this ran (a click before the island started): reflect it.
  reflect();
  list.addEventListener('toggle', reflect);
  group.addEventListener('keydown', moveFocus);
  group.addEventListener('focusout', closeOnFocusLeaving);
  list.addEventListener('click', closeOnLinkChosen);
  return () => {
    close();
    document.removeEventListener('pointerdown', closeOnOutsidePointer);
    document.removeEventListener('keydown', closeOnEscape);
    list.removeEventListener('toggle', reflect);
    group.removeEventListener('keydown', moveFocus);
    group.removeEventListener('focusout', closeOnFocusLeaving);
    list.removeEventListener('click', closeOnLinkChosen);
  };
}

/**
 * The mobile sheet, a modal `<dialog data-site-sheet>` with the button that opens it (the one whose
 * aria-controls names it). Opening and the close button are native invoker commands, done here
 * only where the platform lacks them; this closes on Escape (also
 * scripted keys, which a close watcher ignores), on a click on the backdrop and when a link is
 * chosen, and returns focus to the menu button.
 */
export function enhanceSheet(sheet: HTMLDialogElement): () => void {
  const opener = document.querySelector<HTMLButtonElement>(`button[aria-controls="${sheet.id}"]`);
  // Whether the platform runs invoker commands (`commandfor`/`command`) itself: Chromium and
  // Firefox do, WebKit 2.50 does not. Where it does, this must not open or close the sheet as
  // well, or the button acts twice (Chromium warns of a second open and a second close).
  const native = 'command' in (opener ?? sheet);
  // However it closed (a command, this script, a click outside), its `toggle` says so, and focus
  // goes back to the menu button. The button carries no aria-expanded: HTML forbids it beside a
  // `command` attribute, and the button is inert while the modal sheet is open.
  const returnFocus = () => {
    if (!sheet.open) opener?.focus();
  };
  const open = () => sheet.open || sheet.showModal();
  const close = () => sheet.close();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // Choosing a link (the page may change without a reload), or the close button where the
    // platform does not close it itself.
    if (target.closest('a') || (!native && target.closest('[data-sheet-close]'))) {
      close();
      return;
    }
    // A click on the ::backdrop reaches the dialog itself: its header, body and footer fill the
    // sheet's box (no padding, no border), so any click inside lands on one of them.
    if (target === sheet) close();
  };
  sheet.addEventListener('toggle', returnFocus);
  if (!native) opener?.addEventListener('click', open);
  sheet.addEventListener('keydown', closeOnEscape);
  sheet.addEventListener('click', onClick);
  return () => {
    sheet.removeEventListener('toggle', returnFocus);
    opener?.removeEventListener('click', open);
    sheet.removeEventListener('keydown', closeOnEscape);
    sheet.removeEventListener('click', onClick);
  };
}

/** Every menu and sheet of the SiteHeaders inside `root`. */
export function enhanceSiteHeader(root: ParentNode = document): () => void {
  const cleanups = [
    ...Array.from(root.querySelectorAll<HTMLElement>(`[${siteHeaderHooks.menu}]`), enhanceNavMenu),
    ...Array.from(
      root.querySelectorAll<HTMLDialogElement>(`dialog[${siteHeaderHooks.sheet}]`),
      enhanceSheet,
    ),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * Shows the account links (bar and sheet) for a signed-in or signed-out visitor, from the texts
 * and hrefs the markup carries for both (`data-signed-in-label`, `data-signed-in-href`, and the
 * signed-out pair): the link's text is its label, so it is the part filled. For a page without
 * React, which knows the session only from storage. A link without its state's texts throws,
 * naming them, instead of being passed over.
 */
export function showSignedIn(root: ParentNode, signedIn: boolean): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${siteHeaderHooks.accountLink}]`))
    showAccountLink(link, signedIn);
}

/** One account link of showSignedIn. */
export function showAccountLink(link: HTMLElement, signedIn: boolean): void {
  const state = signedIn ? 'signedIn' : 'signedOut';
  const label = link.dataset[`${state}Label`];
  const href = link.dataset[`${state}Href`];
  if (!(link instanceof HTMLAnchorElement) || !label || !href)
    throw new Error(`An account link has no ${state} label or href`);
  link.href = href;
  link.textContent = label;
}
