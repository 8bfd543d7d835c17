import { assign, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../provided.js';

/** The export-my-data answer, as the backend sends it (the site saves it as the JSON file). */
export type PersonalData = Record<string, unknown>;

export interface CloseAccountInput {
  cancel: 'now' | 'period_end';
  password: string;
}

export type YourDataEvent =
  | { type: 'EXPORT' }
  | { type: 'START_CLOSE' }
  | { type: 'KEEP_ACCOUNT' }
  | ({ type: 'CONFIRM_CLOSE' } & CloseAccountInput);

interface YourDataContext {
  data: PersonalData | null;
  closeError: string | null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The dashboard's privacy rights: an export (run again at will) and the closing of the account
 * (asked, confirmed with the password, and answered; a failure keeps the form for another try,
 * which the backend completes where the last one stopped).
 */
export const yourDataMachine = setup({
  types: { context: {} as YourDataContext, events: {} as YourDataEvent },
  actors: {
    exportData: notProvided<PersonalData, void>('exportData'),
    closeAccount: notProvided<void, CloseAccountInput>('closeAccount'),
  },
}).createMachine({
  id: 'yourData',
  type: 'parallel',
  context: { data: null, closeError: null },
  states: {
    export: {
      initial: 'idle',
      states: {
        idle: { on: { EXPORT: 'exporting' } },
        exporting: {
          invoke: {
            src: 'exportData',
            onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ data: null }) },
          },
        },
        ready: { on: { EXPORT: 'exporting' } },
        failed: { on: { EXPORT: 'exporting' } },
      },
    },
    close: {
      initial: 'idle',
      states: {
        idle: { on: { START_CLOSE: 'confirming' } },
        confirming: {
          on: { KEEP_ACCOUNT: 'idle', CONFIRM_CLOSE: 'closing' },
        },
        closing: {
          invoke: {
            src: 'closeAccount',
            input: ({ event }) => {
              const { cancel, password } = event as Extract<
                YourDataEvent,
                { type: 'CONFIRM_CLOSE' }
              >;
              return { cancel, password };
            },
            onDone: 'closed',
            onError: {
              target: 'failed',
              actions: assign({ closeError: ({ event }) => message(event.error) }),
            },
          },
        },
        failed: {
          on: {
            KEEP_ACCOUNT: { target: 'idle', actions: assign({ closeError: null }) },
            CONFIRM_CLOSE: 'closing',
          },
        },
        closed: { type: 'final' },
      },
    },
  },
});

export type YourDataSnapshot = SnapshotFrom<typeof yourDataMachine>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const NEWSLETTER = ['pending', 'confirmed', 'unsubscribed'] as const;

/** The readable summary of an export: how much of each kind it holds. */
export function summarizeExport(data: PersonalData) {
  const status = (data.newsletter as { status?: unknown } | null)?.status;
  return {
    signIns: list(data.sign_ins).length,
    addons: list(data.addons).length,
    invoices: list(data.invoices).length,
    enquiries: list(data.enquiries).length,
    newsletter: NEWSLETTER.find((known) => known === status) ?? ('none' as const),
    subscription: data.subscription !== null && data.subscription !== undefined,
  };
}

/** What the "Your data" panel shows in this state. */
export const selectYourData = (snapshot: YourDataSnapshot) => {
  const { export: exportState, close } = snapshot.value as {
    export: 'idle' | 'exporting' | 'ready' | 'failed';
    close: 'idle' | 'confirming' | 'closing' | 'failed' | 'closed';
  };
  const { data, closeError } = snapshot.context;
  return {
    exportState,
    closeState: close,
    summary: data ? summarizeExport(data) : undefined,
    data,
    closeError: close === 'failed' ? (closeError ?? undefined) : undefined,
  };
};
