// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { SubscriptionData } from '../pricing/pricing.js';
import {
  sessionMachine,
  type CheckSubscriptionInput,
  type SessionEvent,
} from '../session/sessionMachine.js';
import { SessionProvider, useAuth, useSession } from './session.js';

afterEach(cleanup);

const withFakeAuth = () => {
  let emit: (event: SessionEvent) => void = () => {};
  const machine = sessionMachine.provide({
    actors: {
      authEvents: fromCallback<SessionEvent>(({ sendBack }) => {
        emit = sendBack;
      }),
      checkSubscription: fromPromise<SubscriptionData, CheckSubscriptionInput>(async () => ({
        subscribed: true,
        subscription_tier: 'Starter',
        subscription_end: null,
      })),
      signOut: fromPromise(async () => {}),
    },
  });
  return { machine, emit: (event: SessionEvent) => emit(event) };
};

function Account() {
  const { status, user, subscription, signOut } = useSession();
  if (status === 'loading') return <p>Loading...</p>;
  if (!user) return <p>Signed out</p>;
  return (
    <div>
      <p>Welcome, {user.email}</p>
      <p>{subscription.subscription_tier ?? 'none'}</p>
      <button onClick={signOut}>Sign Out</button>
    </div>
  );
}

describe('SessionProvider and useSession', () => {
  it('follows the session actor from loading to signed in with the checked subscription', async () => {
    const { machine, emit } = withFakeAuth();
    render(
      <SessionProvider machine={machine}>
        <Account />
      </SessionProvider>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(async () => {
      emit({
        type: 'INITIAL_SESSION',
        session: {
          access_token: 't',
          refresh_token: 'r',
          expires_in: 3600,
          token_type: 'bearer',
          user: { id: 'u1', email: 'ada@example.com' },
        },
      });
    });
    expect(screen.getByText('Welcome, ada@example.com')).toBeTruthy();
    expect(screen.getByText('Starter')).toBeTruthy();
    await act(async () => {
      screen.getByText('Sign Out').click();
    });
    expect(screen.getByText('Signed out')).toBeTruthy();
  });

  it("throws 'useAuth must be used within an AuthProvider' outside the provider", () => {
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => renderHook(() => useAuth())).toThrow(
        'useAuth must be used within an AuthProvider',
      );
    } finally {
      console.error = original;
    }
  });
});
