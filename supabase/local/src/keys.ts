/**
 * Local-only keys. They are the Supabase CLI's well-known defaults, so nothing secret leaks and any
 * tool that knows the CLI's keys works against this backend unchanged. Never use them in production.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** HS256 JWT `{ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }` signed with JWT_SECRET. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** HS256 JWT `{ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }` signed with JWT_SECRET. */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * The local Stripe's own keys. Its API answers only this secret key; any other (a typo, a rotated
 * or another account's key) gets Stripe's 401, so a wrong key fails locally as in production.
 */
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_northbeam';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_northbeam';

export const DEFAULT_PORTS = {
  api: 54321,
  postgres: 54322,
  inboxWeb: 54324,
  smtp: 54325,
  stripe: 54326,
  functions: 54327,
  site: 4173,
} as const;
