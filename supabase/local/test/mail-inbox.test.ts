import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { startInbox, type Inbox } from '../src/mail/maildev.ts';
import { freePort } from '../src/index.ts';

// MailDev keeps every message it receives as a file, by default in `<tmpdir>/maildev-<its pid>`,
// and never removes that directory: every start of the backend or of a test's inbox left one behind.
const maildevDefaults = () =>
  new Set(readdirSync(tmpdir()).filter((name) => /^maildev-\d+$/.test(name)));

describe('the local inbox', () => {
  let inbox: Inbox | undefined;
  afterEach(async () => {
    await inbox?.stop();
    inbox = undefined;
  });

  it('keeps its messages in a directory of its own and removes it when stopped', async () => {
    const before = maildevDefaults();
    inbox = await startInbox({ smtpPort: await freePort(), webPort: await freePort() });
    const directory = inbox.mailDirectory;
    expect(existsSync(directory)).toBe(true);
    expect(directory.startsWith(tmpdir())).toBe(true);
    const created = [...maildevDefaults()].filter((name) => !before.has(name));
    expect(created).toEqual([]);
    await inbox.stop();
    inbox = undefined;
    expect(existsSync(directory)).toBe(false);
  }, 90_000);
});
