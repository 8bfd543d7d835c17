/*
 * Where the account area's backend is and how the browser names itself to it: shared by the auth
 * client (lib/supabase.ts, auth-js), the functions client (lib/functions.ts) and the reader of the
 * stored session (account/sessionToken.ts), which must not import auth-js to know its key.
 */

/** The public anonymous-role key of the embedded backend (supabase/local/src/keys.ts). */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321';

export const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY;

export const baseUrl = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);

/**
 * The key supabase-js's createClient keeps the session under (`sb-<first label of the host>-auth-token`),
 * so visitors signed in before stay signed in.
 */
export const sessionStorageKey = `sb-${baseUrl.hostname.split('.')[0]}-auth-token`;
