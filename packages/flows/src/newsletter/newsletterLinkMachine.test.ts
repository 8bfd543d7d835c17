import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ControlledActors } from '../testing/controlledActors.js';
import { settled } from '../testing/settled.js';
import type { NewsletterLinkOutcome } from './newsletterMachine.js';
import {
  newsletterLinkMachine,
  selectNewsletterLink,
  type NewsletterLinkAction,
} from './newsletterLinkMachine.js';

/** The landing page's button, its call answering when the test says (an Error: it throws). */
const start = (action: NewsletterLinkAction) => {
  const backend = new ControlledActors();
  const shown: NewsletterLinkOutcome[] = [];
  const logError = vi.fn();
  const actor = createActor(
    newsletterLinkMachine.provide({
      actors: { actOnNewsletterLink: backend.actor() },
      actions: {
        logError,
        showOutcome: (_, params: { outcome: NewsletterLinkOutcome }) => {
          shown.push(params.outcome);
        },
      },
    }),
    { input: { action } },
  ).start();
  const settle = async (result: NewsletterLinkOutcome | Error) => {
    backend.settle(
      'actOnNewsletterLink',
      result instanceof Error ? { error: result } : { output: result },
    );
    await settled();
  };
  return {
    actor,
    calls: () => backend.inputs('actOnNewsletterLink'),
    shown,
    logError,
    view: () => selectNewsletterLink(actor.getSnapshot()),
    settle,
  };
};

describe('newsletterLinkMachine', () => {
  it('opening the page does nothing: the backend is called only when the button is pressed', async () => {
    const { calls, view, actor } = start('confirm');
    await settled();
    expect(calls()).toEqual([]);
    expect(view()).toEqual({
      heading: 'Confirm your subscription',
      intro:
        'Press the button to confirm that you want the Northbeam Search newsletter at this address.',
      buttonLabel: 'Confirm subscription',
      busy: false,
      notice: null,
    });
    actor.send({ type: 'PRESS' });
    expect(calls()).toEqual([{ action: 'confirm' }]);
    expect(view()).toMatchObject({ buttonLabel: 'Confirming...', busy: true });
  });

  it('shows the outcome once and stays busy, so a second press sends nothing', async () => {
    const { actor, calls, shown, view, settle } = start('unsubscribe');
    expect(view().buttonLabel).toBe('Unsubscribe');
    actor.send({ type: 'PRESS' });
    actor.send({ type: 'PRESS' });
    expect(view().buttonLabel).toBe('Unsubscribing...');
    await settle('unsubscribed');
    actor.send({ type: 'PRESS' });
    expect(calls()).toHaveLength(1);
    expect(shown).toEqual(['unsubscribed']);
    expect(view()).toMatchObject({ busy: true, notice: null });
  });

  it('passes an invalid link on as its outcome', async () => {
    const { actor, shown, settle } = start('confirm');
    actor.send({ type: 'PRESS' });
    await settle('invalid');
    expect(shown).toEqual(['invalid']);
  });

  it('a failed call shows a notice, logs, and lets the reader press again', async () => {
    const { actor, calls, shown, logError, view, settle } = start('confirm');
    actor.send({ type: 'PRESS' });
    await settle(new Error('503'));
    expect(view()).toMatchObject({
      busy: false,
      buttonLabel: 'Confirm subscription',
      notice: {
        tone: 'destructive',
        title: 'Something went wrong',
        description: 'Please try again in a moment.',
      },
    });
    expect(logError).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
    actor.send({ type: 'PRESS' });
    expect(calls()).toHaveLength(2);
    expect(view().notice).toBeNull();
  });
});
