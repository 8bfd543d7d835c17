import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';
import { requireEnv } from './env.ts';

export type { SupabaseClient };

/** Service-role client: bypasses RLS, so only server code that has checked the caller uses it. */
export function adminClient(): SupabaseClient {
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
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
