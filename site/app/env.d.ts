/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/** The year of the build, fixed at build time so prerendered HTML and hydration agree. */
declare const __BUILD_YEAR__: number;
