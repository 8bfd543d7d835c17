/**
 * The assertions stories make again and again, each as one line in a play function. They query the
 * canvas the way a user finds things (role, name, visible text), so a story says what a user sees
 * and not how the component is built.
 */
import { expect, userEvent, within, type queries } from 'storybook/test';

/** The story's canvas, queried by role and text. */
export type Canvas = ReturnType<typeof within<typeof queries>>;

type Name = string | RegExp;

/** A visible heading with this name (and this level, where the outline matters). */
export async function expectHeading(canvas: Canvas, name: Name, level?: number): Promise<void> {
  const query = level === undefined ? { name } : { level, name };
  await expect(canvas.getByRole('heading', query)).toBeVisible();
}

/** A link with this name that goes to `href`. */
export async function expectLink(canvas: Canvas, name: Name, href: string): Promise<void> {
  await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** Links by name and where each goes, in the order given. */
export async function expectLinks(
  canvas: Canvas,
  links: readonly (readonly [name: Name, href: string])[],
): Promise<void> {
  for (const [name, href] of links) await expectLink(canvas, name, href);
}

/** Every one of these texts is on screen. */
export async function expectVisibleTexts(canvas: Canvas, texts: readonly Name[]): Promise<void> {
  for (const text of texts) await expect(canvas.getByText(text)).toBeVisible();
}

/** The elements of this role inside `container` (headings, links, options...) read these texts, in order. */
export async function expectRoleTexts(
  container: HTMLElement,
  role: Parameters<Canvas['getAllByRole']>[0],
  texts: readonly (string | null)[],
  options?: Parameters<Canvas['getAllByRole']>[1],
): Promise<void> {
  const found = within(container).getAllByRole(role, options);
  await expect(found.map((element) => element.textContent)).toEqual(texts);
}

/** The list items inside `container` read these texts, in this order. */
export const expectItemTexts = (container: HTMLElement, texts: readonly (string | null)[]) =>
  expectRoleTexts(container, 'listitem', texts);

/** The alert or status region announces each of these texts. */
export async function expectAnnounced(
  canvas: Canvas,
  role: 'alert' | 'status',
  texts: readonly string[],
): Promise<void> {
  const region = canvas.getByRole(role);
  for (const text of texts) await expect(region).toHaveTextContent(text);
}

/** Presses the button with this name. */
async function press(canvas: Canvas, name: Name): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name }));
}

/** Presses the button with this name; its handler runs once (with these arguments, if given). */
export async function pressCalls(
  canvas: Canvas,
  name: Name,
  handler: unknown,
  ...calledWith: unknown[]
): Promise<void> {
  await press(canvas, name);
  await expect(handler).toHaveBeenCalledTimes(1);
  if (calledWith.length > 0) await expect(handler).toHaveBeenCalledWith(...calledWith);
}

/** A busy button: announced as unavailable, and pressing it does nothing. */
export async function expectBusyButton(
  canvas: Canvas,
  name: Name,
  handler: unknown,
): Promise<void> {
  const button = canvas.getByRole('button', { name });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(button, { pointerEventsCheck: 0 });
  await expect(handler).not.toHaveBeenCalled();
}

/**
 * The story of a form with the pointer over its submit button. A play function's events set no
 * CSS :hover, so the visual tests (visual/stories.visual.ts) rest the real pointer on
 * `parameters.visual.hover`; `parameters` are the story's others (its French args).
 */
export const hoverOnSubmit = (button: Name, parameters: object = {}) => ({
  name: 'Hover on the button',
  parameters: { ...parameters, visual: { hover: 'button[type="submit"]' } },
  play: async ({ canvas }: { canvas: Canvas }) => {
    await expect(canvas.getByRole('button', { name: button })).toBeEnabled();
  },
});

/** The story of a form's first field reached by keyboard, with the focus ring. */
export const focusOnFirstField = (label: Name) => ({
  name: 'Focus on the first field',
  play: async ({ canvas }: { canvas: Canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(label)).toHaveFocus();
  },
});
