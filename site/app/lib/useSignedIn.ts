import { useEffect, useState } from 'react';
import { loadSupabase } from './loadSupabase';

/**
 * Whether a session exists in this browser. Starts false (the prerendered, signed-out view, so
 * hydration matches) and is read after mount. The account session replaces this with an
 * AuthProvider later.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let active = true;
    // Only a stored session means a signed-in visitor; skip loading the client otherwise.
    const hasStoredSession = Object.keys(window.localStorage).some(
      (key) => key.startsWith('sb-') && key.endsWith('-auth-token'),
    );
    if (!hasStoredSession) return;
    loadSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => {
        if (active) setSignedIn(data.session !== null);
      })
      .catch((error: unknown) => console.error('Session check failed:', error));
    return () => {
      active = false;
    };
  }, []);
  return signedIn;
}
