import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectYourData,
  yourDataMachine,
  type CloseAccountInput,
  type PersonalData,
} from './yourDataMachine.js';

const EXPORT: PersonalData = {
  sign_ins: [{}, {}],
  addons: [{}],
  invoices: [],
  enquiries: [{}],
  newsletter: { status: 'confirmed' },
  subscription: { status: 'active' },
};

function start(close: (input: CloseAccountInput) => Promise<void>, exported = EXPORT) {
  let exports = 0;
  const actor = createActor(
    yourDataMachine.provide({
      actors: {
        exportData: fromPromise<PersonalData, void>(async () => {
          exports += 1;
          if (exports === 1) throw new Error('down');
          return exported;
        }),
        closeAccount: fromPromise<void, CloseAccountInput>(({ input }) => close(input)),
      },
    }),
  ).start();
  return actor;
}

describe('yourDataMachine', () => {
  it('shows a failed export, then the summary of the next one', async () => {
    const actor = start(async () => undefined);
    actor.send({ type: 'EXPORT' });
    await waitFor(actor, (s) => selectYourData(s).exportState === 'failed');
    expect(selectYourData(actor.getSnapshot()).summary).toBeUndefined();
    actor.send({ type: 'EXPORT' });
    await waitFor(actor, (s) => selectYourData(s).exportState === 'ready');
    expect(selectYourData(actor.getSnapshot()).summary).toEqual({
      signIns: 2,
      addons: 1,
      invoices: 0,
      enquiries: 1,
      newsletter: 'confirmed',
      subscription: true,
    });
  });

  it('passes the choice and password, keeps the form with the reason on failure, and ends closed', async () => {
    const calls: CloseAccountInput[] = [];
    const actor = start(async (input) => {
      calls.push(input);
      if (calls.length === 1) throw new Error('That password is not correct.');
    });
    actor.send({ type: 'CONFIRM_CLOSE', cancel: 'now', password: 'x' });
    expect(selectYourData(actor.getSnapshot()).closeState).toBe('idle');
    actor.send({ type: 'START_CLOSE' });
    actor.send({ type: 'KEEP_ACCOUNT' });
    expect(selectYourData(actor.getSnapshot()).closeState).toBe('idle');
    actor.send({ type: 'START_CLOSE' });
    actor.send({ type: 'CONFIRM_CLOSE', cancel: 'now', password: 'wrong' });
    await waitFor(actor, (s) => selectYourData(s).closeState === 'failed');
    expect(selectYourData(actor.getSnapshot()).closeError).toBe('That password is not correct.');
    actor.send({ type: 'CONFIRM_CLOSE', cancel: 'period_end', password: 'right' });
    await waitFor(actor, (s) => selectYourData(s).closeState === 'closed');
    expect(calls).toEqual([
      { cancel: 'now', password: 'wrong' },
      { cancel: 'period_end', password: 'right' },
    ]);
    expect(selectYourData(actor.getSnapshot()).closeError).toBeUndefined();
  });

  it('fails loudly when the site did not provide the backend work', async () => {
    const actor = createActor(yourDataMachine).start();
    actor.send({ type: 'EXPORT' });
    await waitFor(actor, (s) => selectYourData(s).exportState === 'failed');
  });
});
