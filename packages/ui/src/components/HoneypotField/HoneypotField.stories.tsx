import type { ReactNode } from 'react';
import preview from '../../stories-support/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HoneypotField, type HoneypotFieldProps } from './HoneypotField';
import { useLocale } from '../../i18n/context';
import { useHeld } from '../../stories-support/held';

/** Keeps the value like the site's machines do, so what a bot types stays in the field. */
function Stateful(props: HoneypotFieldProps) {
  const [value, onValueChange] = useHeld(props.value, props.onValueChange);
  return <HoneypotField {...props} value={value} onValueChange={onValueChange} />;
}

const honeypotInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { hidden: true });

/** What makes it a honeypot: rendered for bots, yet nobody sees, reaches or hears it. */
async function expectHiddenFromPeople(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const input = honeypotInput(canvasElement);
  await expect(input).toHaveAttribute('name', 'fax');
  await expect(input).toHaveAttribute('tabindex', '-1');
  await expect(input).toHaveAttribute('autocomplete', 'off');
  // Not exposed to assistive technology: the accessible tree has no text box at all.
  await expect(canvas.queryByRole('textbox')).toBeNull();
  await expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
  // Rendered (a naive bot fills what is displayed), but off-screen.
  const wrapper = input.closest('[aria-hidden="true"]') as HTMLElement;
  await expect(getComputedStyle(wrapper).display).not.toBe('none');
  await expect(getComputedStyle(input).visibility).toBe('visible');
  await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(0);
  // Not reachable by keyboard: Tab goes from the control before it straight to the one after.
  canvas.getByRole('button', { name: 'Before' }).focus();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
  await userEvent.tab({ shift: true });
  await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
}

/** The form around the field, in the story's language (the French re-check renders it in fr-CA). */
function StoryForm({ children }: { children: ReactNode }) {
  const french = useLocale() === 'fr-CA';
  return (
    <form
      aria-label={french ? 'Formulaire avec un pot de miel' : 'Form with a honeypot'}
      style={{ display: 'flex', gap: 16 }}
    >
      <button type="button">{french ? 'Avant' : 'Before'}</button>
      {children}
      <button type="button">{french ? 'Après' : 'After'}</button>
    </form>
  );
}

const meta = preview.meta({
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  args: { value: '', onValueChange: fn() },
  decorators: [
    (Story) => (
      <StoryForm>
        <Story />
      </StoryForm>
    ),
  ],
});

/** As people leave it: empty and out of sight, so the form looks as if it were not there. */
export const Empty = meta.story({
  play: async ({ canvasElement }) => {
    await expectHiddenFromPeople(canvasElement);
    await expect(honeypotInput(canvasElement)).toHaveValue('');
  },
});

/** As a form-filling bot leaves it: the value goes to the form's machine and on to the backend. */
export const FilledByABot = meta.story({
  name: 'Filled by a bot',
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    // A bot writes into the DOM directly; no pointer or keyboard path leads a person here.
    const input = honeypotInput(canvasElement);
    await userEvent.type(input, '555-0100');
    await expect(input).toHaveValue('555-0100');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('555-0100');
    await expectHiddenFromPeople(canvasElement);
  },
});
