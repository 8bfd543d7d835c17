import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The class guard for patterns like the e-mail one that froze the backend: the workspace's ESLint
 * config refuses super-linear patterns at error level in every kind of source file, Deno functions
 * included. (The lint step itself then keeps all of today's patterns linear.)
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? '');
}

describe('lint refuses super-linear regular expressions', () => {
  it.each([
    'supabase/local/src/new-file.ts',
    'supabase/functions/_shared/new-file.ts',
    'site/scripts/new-file.mjs',
    'packages/ui/src/new-file.tsx',
  ])('in %s', async (filePath) => {
    const backtracking = await ruleIds(
      'export const email = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;\n',
      filePath,
    );
    expect(backtracking).toContain('regexp/no-super-linear-backtracking');
    const move = await ruleIds(
      "export const trim = (s: string) => s.replace(/\\/+$/, '');\n",
      filePath.replace(/\.mjs$/, '.ts'),
    );
    expect(move).toContain('regexp/no-super-linear-move');
    const linear = await ruleIds(
      'export const email = /^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$/;\n',
      filePath,
    );
    expect(linear.filter((id) => id.startsWith('regexp/'))).toEqual([]);
  });
});
