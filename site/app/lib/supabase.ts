import { createClient } from '@supabase/supabase-js';

/** The public anonymous-role key of the embedded backend (supabase/local/src/keys.ts). */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const supabase = createClient(
  import.meta.env.VITE_SUPABASE_URL ?? 'http://127.0.0.1:54321',
  import.meta.env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
  {
    // PKCE for every mailed link: a link brings a one-use code that only this browser (holding the
    // verifier) can exchange. The implicit flow's session in the URL fragment is refused, so a link
    // made from someone else's session cannot sign a visitor into that account (login CSRF).
    auth: { flowType: 'pkce' },
  },
);
