import { withoutTrailing } from './text.ts';

// Env is read per request (not at import) so one Deno process can serve tests with different setups.
export function env(name: string): string | undefined {
  const value = Deno.env.get(name);
  return value === undefined || value === '' ? undefined : value;
}

export function requireEnv(name: string): string {
  const value = env(name);
  if (value === undefined) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function siteUrl(): string {
  return withoutTrailing(env('SITE_URL') ?? 'http://localhost:5173', '/');
}
