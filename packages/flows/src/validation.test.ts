import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from './validation.js';

describe('MIN_PASSWORD_LENGTH', () => {
  it("is the auth server's minimum_password_length in supabase/config.toml", () => {
    const config = readFileSync(new URL('../../../supabase/config.toml', import.meta.url), 'utf8');
    const setting = /^minimum_password_length = (\d+)$/m.exec(config);
    expect(setting, 'supabase/config.toml sets [auth] minimum_password_length').not.toBeNull();
    expect(MIN_PASSWORD_LENGTH).toBe(Number(setting![1]));
  });
});
