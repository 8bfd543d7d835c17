import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { YourDataPanel } from '@northbeam/ui';
import {
  selectYourData,
  yourDataMachine,
  type CloseAccountInput,
  type PersonalData,
} from '@northbeam/flows';
import { closeMyAccount, exportMyData, FunctionRefusal } from './privacyBackend';
import * as en from '../content/yourData';
import * as fr from '../content/fr/yourData';
import { byLocale } from '../lib/byLocale';
import { useLang } from './pageAddress';

/** Saves the export as one JSON file through a temporary link (no server round trip). */
function saveJson(data: PersonalData, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The dashboard's "Your data" section, loaded with its own chunk (DashboardPage imports it
 * lazily) so the dashboard's first script does not carry it.
 */
export default function YourDataSection({
  hasSubscription,
  onClosed,
}: {
  hasSubscription: boolean;
  onClosed: () => void;
}) {
  const lang = useLang();
  const words = byLocale(lang, en.yourDataText, fr.yourDataText);
  const [snapshot, send] = useMachine(
    yourDataMachine.provide({
      actors: {
        exportData: fromPromise<PersonalData, void>(() => exportMyData()),
        closeAccount: fromPromise<void, CloseAccountInput>(async ({ input }) => {
          try {
            await closeMyAccount(input);
          } catch (error) {
            const code = error instanceof FunctionRefusal ? error.code : 'other';
            const known = words.closeErrors as Record<string, string | undefined>;
            throw new Error(known[code] ?? words.closeErrors.other, { cause: error });
          }
        }),
      },
    }),
  );
  const view = selectYourData(snapshot);
  return (
    <YourDataPanel
      exportState={view.exportState}
      summary={view.summary}
      onExport={() => send({ type: 'EXPORT' })}
      onDownload={() => {
        if (view.data) saveJson(view.data, words.fileName(new Date().toISOString().slice(0, 10)));
      }}
      closeState={view.closeState}
      closeError={view.closeError}
      hasSubscription={hasSubscription}
      onStartClose={() => send({ type: 'START_CLOSE' })}
      onKeepAccount={() => send({ type: 'KEEP_ACCOUNT' })}
      onConfirmClose={(input) => send({ type: 'CONFIRM_CLOSE', ...input })}
      onDone={onClosed}
    />
  );
}
