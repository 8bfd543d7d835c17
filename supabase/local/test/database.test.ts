import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-pglite-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite data directory', () => {
  it('keeps data across restarts and applies migrations and the seed only once', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.migrations.applied.length).toBeGreaterThan(0);
    expect(first.migrations.seeded).toBe(true);
    await first.db.query(`insert into auth.users (email) values ('kept@example.com')`);
    await first.db.close();

    const second = await openDatabase({ dataDir });
    try {
      expect(second.migrations).toEqual({ applied: [], seeded: false });
      const rows = await second.db.query<{ email: string }>(`select email from auth.users`);
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
      // auth.uid() reads the claims PostgREST-style, and is null (not an error) once they are cleared.
      const [uid] = await second.db.runAs(
        'authenticated',
        { sub: '6f1c1c8e-3f0e-4a53-9b8c-5d7c3a2b1e0f', role: 'authenticated' },
        [{ sql: `select auth.uid()::text as uid, current_user::text as role` }],
      );
      expect(uid).toEqual([{ uid: '6f1c1c8e-3f0e-4a53-9b8c-5d7c3a2b1e0f', role: 'authenticated' }]);
      const after = await second.db.query<{ uid: string | null; role: string }>(
        `select auth.uid()::text as uid, current_user::text as role`,
      );
      expect(after).toEqual([{ uid: null, role: 'postgres' }]);
    } finally {
      await second.db.close();
    }
  });
});
