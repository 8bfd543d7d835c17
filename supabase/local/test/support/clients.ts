import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';

/**
 * A supabase-js client configured as a Node 20 caller must be (ws transport, no storage), sending
 * `accessToken` as its bearer token and `headers` (e.g. an X-Forwarded-For visitor) on every call.
 */
export function client(
  url: string,
  key: string,
  accessToken?: string,
  headers: Record<string, string> = {},
): SupabaseClient {
  const all = { ...headers, ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) };
  return createClient(url, key, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(Object.keys(all).length ? { global: { headers: all } } : {}),
  });
}

/** The headers of a raw JSON call made with `key` (anon or service role) as apikey and bearer. */
export function jsonHeadersFor(key: string): Record<string, string> {
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
}

let counter = 0;
/** A unique address per test run, so files never depend on each other's users. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}
