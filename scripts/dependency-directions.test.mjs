// The dependency directions README.md states, checked against eslint.config.js itself: each
// forbidden import must be refused where it is written, and the allowed ones must pass.
// `pnpm lint` runs this after ESLint and knip.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const DIRECTION_RULES = new Set(['no-restricted-imports', 'no-restricted-globals']);

/** The direction rules' messages for `code` written at `file` (a path that need not exist). */
async function refusals(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => DIRECTION_RULES.has(message.ruleId ?? ''));
}

const UI_FILE = 'packages/ui/src/components/Probe/Probe.tsx';
const FLOWS_FILE = 'packages/flows/src/probe/probeMachine.ts';
const SITE_FILE = 'site/app/routes/probe.tsx';
const BACKEND_FILE = 'supabase/local/src/probe.ts';

const forbidden = [
  [UI_FILE, "import { Link } from 'react-router';"],
  [UI_FILE, "import { createClient } from '@supabase/supabase-js';"],
  [UI_FILE, "import { texts } from '@northbeam/flows';"],
  [UI_FILE, "import { useMachine } from '@xstate/react';"],
  [UI_FILE, "import { site } from '../../../../../site/app/content/site';"],
  [UI_FILE, "export const load = () => fetch('/api');"],
  [FLOWS_FILE, "import { createClient } from '@supabase/supabase-js';"],
  [FLOWS_FILE, "import { useMachine } from '@xstate/react';"],
  [FLOWS_FILE, "import { Button } from '@northbeam/ui';"],
  [SITE_FILE, "import { Button } from '@northbeam/ui/src/components/Button/Button';"],
  [SITE_FILE, "import { Button } from '../../../packages/ui/src/components/Button/Button';"],
  [SITE_FILE, "import { resolvesWith } from '@northbeam/flows/fakes';"],
  [BACKEND_FILE, "import { site } from '../../../site/app/content/site';"],
  [BACKEND_FILE, "import { texts } from '@northbeam/flows';"],
];

const allowed = [
  [UI_FILE, "import { vars } from '../../theme/contract.css';"],
  [FLOWS_FILE, "import { setup } from 'xstate';"],
  [SITE_FILE, "import { Button } from '@northbeam/ui';"],
  [SITE_FILE, "import { enhanceSiteHeader } from '@northbeam/ui/enhance';"],
  [SITE_FILE, "import '@northbeam/ui/style.css';"],
  [SITE_FILE, "import { texts } from '@northbeam/flows';"],
  [BACKEND_FILE, "import { createServer } from 'node:http';"],
];

for (const [file, code] of forbidden) {
  test(`refused in ${file}: ${code}`, async () => {
    assert.equal((await refusals(file, code)).length, 1);
  });
}

for (const [file, code] of allowed) {
  test(`allowed in ${file}: ${code}`, async () => {
    assert.deepEqual(await refusals(file, code), []);
  });
}
