// @vitest-environment jsdom
import { StrictMode } from 'react';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './AuthProvider';

// auth-js (lib/supabase.ts) as a fake that counts its loads and tells no session as it starts.
const authModule = vi.hoisted(() => ({ loads: 0, unsubscribe: vi.fn() }));
vi.mock('../lib/supabase', () => {
  authModule.loads += 1;
  return {
    auth: {
      onAuthStateChange: (callback: (event: string, session: null) => void) => {
        setTimeout(() => callback('INITIAL_SESSION', null), 0);
        return { data: { subscription: { unsubscribe: authModule.unsubscribe } } };
      },
    },
  };
});

afterEach(cleanup);

function Status() {
  const { loading, user, subscriptionData } = useAuth();
  return (
    <p>
      {loading ? 'loading' : user ? `signed in as ${user.email}` : 'signed out'}
      {subscriptionData.subscribed ? ' (subscribed)' : ' (not subscribed)'}
    </p>
  );
}

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside the provider", () => {
    // React reports the thrown render error on the console as well; keep the output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => renderHook(() => useAuth())).toThrow(
        new Error('useAuth must be used within an AuthProvider'),
      );
    } finally {
      consoleError.mockRestore();
    }
  });

  it('on a public page without a stored session: signed out, and auth-js is never loaded', async () => {
    window.history.replaceState(null, '', '/toronto-seo');
    window.localStorage.clear();
    render(
      <AuthProvider>
        <Status />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByText('signed out (not subscribed)')).toBeTruthy());
    expect(authModule.loads).toBe(0);
  });

  it('on /dashboard without a stored session loads auth-js and follows its auth events (also under StrictMode)', async () => {
    window.history.replaceState(null, '', '/dashboard');
    render(
      <StrictMode>
        <AuthProvider>
          <Status />
        </AuthProvider>
      </StrictMode>,
    );
    expect(screen.getByText('loading (not subscribed)')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('signed out (not subscribed)')).toBeTruthy());
    expect(authModule.loads).toBe(1);
  });
});
