import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/**
 * What the embedded backend takes from supabase/config.toml, the file hosted Supabase is configured
 * from, so a setting has one owner for both: the functions reached without a Supabase JWT (webhooks
 * and mailed links carry none), Auth's minimum password length and its secure password change.
 */
export interface ProjectConfig {
  functionsWithoutJwt: Set<string>;
  minimumPasswordLength: number;
  securePasswordChange: boolean;
}

type Table = Record<string, unknown>;

const tableAt = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

export function readProjectConfig(configPath: string): ProjectConfig {
  const config = parse(readFileSync(configPath, 'utf8'));
  const functions = tableAt(config.functions);
  const minimum = tableAt(config.auth).minimum_password_length;
  if (typeof minimum !== 'number' || !Number.isInteger(minimum) || minimum < 1) {
    throw new Error(`${configPath}: [auth] minimum_password_length must be a whole number`);
  }
  const secure = tableAt(tableAt(config.auth).email).secure_password_change ?? false;
  if (typeof secure !== 'boolean') {
    throw new Error(`${configPath}: [auth.email] secure_password_change must be true or false`);
  }
  return {
    functionsWithoutJwt: new Set(
      Object.keys(functions).filter((name) => tableAt(functions[name]).verify_jwt === false),
    ),
    minimumPasswordLength: minimum,
    securePasswordChange: secure,
  };
}
