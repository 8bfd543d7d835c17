/**
 * supabase-js is loaded only when a page needs the backend, so the public pages' JavaScript stays
 * small and prerendering never opens a connection.
 */
export const loadSupabase = () => import('./supabase').then((module) => module.supabase);
