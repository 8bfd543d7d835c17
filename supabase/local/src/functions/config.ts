import { existsSync, readFileSync } from 'node:fs';

/**
 * Reads `[functions.<name>] verify_jwt = false` from supabase/config.toml, the one setting the
 * gateway needs (webhooks and mailed links arrive without a Supabase JWT). A minimal reader, not TOML.
 */
export function functionsWithoutJwt(configPath: string): Set<string> {
  const names = new Set<string>();
  if (!existsSync(configPath)) return names;
  let current: string | null = null;
  for (const raw of readFileSync(configPath, 'utf8').split('\n')) {
    const hash = raw.indexOf('#');
    const line = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    const section = /^\[functions\.("?)([A-Za-z0-9_-]+)\1\]$/.exec(line);
    if (section) {
      current = section[2]!;
      continue;
    }
    if (line.startsWith('[')) {
      current = null;
      continue;
    }
    if (current && /^verify_jwt\s*=\s*false$/.test(line)) names.add(current);
  }
  return names;
}
