import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import { requireEnv } from './env.ts';

export type { SupabaseClient };

let admin: { key: string; client: SupabaseClient } | null = null;

/**
 * Service-role client: bypasses RLS, so only server code that has checked the caller uses it.
 * One per URL and key, made once: building a client (auth, REST, realtime, storage parts) cost more
 * than a short function's own work. It holds no session (nothing here signs in with it).
 */
export function adminClient(): SupabaseClient {
  const url = requireEnv('SUPABASE_URL');
  const serviceKey = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  const key = `${url} ${serviceKey}`;
  if (admin?.key !== key) {
    admin = {
      key,
      client: createClient(url, serviceKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    };
  }
  return admin.client;
}

/** Calls a security-definer RPC and throws on error so callers cannot forget to check. */
export async function rpc<T>(
  db: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new Error(`rpc ${fn} failed: ${error.message}`);
  return data as T;
}
