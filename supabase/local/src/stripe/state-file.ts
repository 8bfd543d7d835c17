import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { restoreState, serializeState, type LocalStripeState } from './store.ts';

/** How long after a change the state is written, so a burst of requests writes once. */
const SAVE_DELAY_MS = 200;

/**
 * Keeps the emulator's customers, prices and subscriptions in a JSON file across restarts: read
 * once at start, written a moment after each change and at stop. Without a file, nothing happens.
 */
export function stateFile(state: LocalStripeState, file: string | undefined) {
  if (file && existsSync(file)) restoreState(state, readFileSync(file, 'utf8'));
  let timer: NodeJS.Timeout | null = null;
  const saveNow = () => {
    if (!file) return;
    if (timer) clearTimeout(timer);
    timer = null;
    mkdirSync(dirname(file), { recursive: true });
    // Write-then-rename so a crash never leaves half a file.
    writeFileSync(`${file}.tmp`, serializeState(state));
    renameSync(`${file}.tmp`, file);
  };
  const scheduleSave = () => {
    if (!file || timer) return;
    timer = setTimeout(saveNow, SAVE_DELAY_MS);
    timer.unref();
  };
  return { saveNow, scheduleSave };
}
