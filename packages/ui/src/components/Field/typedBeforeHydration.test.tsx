// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AuthCard,
  emptyAuthCardValues,
  type AuthCardField,
  type AuthCardValues,
} from '../AuthCard/AuthCard';

// A prerendered form (the site's /auth card) takes text before its script runs; hydrating it
// must keep that text in the form's state, not only on screen.

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
});

function Auth({
  starting,
  onSubmit,
}: {
  starting: boolean;
  onSubmit: (v: AuthCardValues) => void;
}) {
  const [values, setValues] = useState(emptyAuthCardValues);
  return (
    <AuthCard
      mode="signIn"
      minPasswordLength={6}
      values={values}
      onChange={(field: AuthCardField, value) => setValues((v) => ({ ...v, [field]: value }))}
      onSubmit={() => onSubmit(values)}
      onForgotPassword={() => {}}
      onToggleMode={() => {}}
      starting={starting}
    />
  );
}

describe('a prerendered AuthCard', () => {
  it('keeps in its state what was typed before it hydrated', () => {
    const sent: AuthCardValues[] = [];
    const tree = <Auth starting={false} onSubmit={(values) => sent.push(values)} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    screen.getByLabelText<HTMLInputElement>(/Email/).value = 'early@example.ca';
    screen.getByLabelText<HTMLInputElement>(/Password/).value = 'secret-1';
    act(() => {
      root = hydrateRoot(container, tree);
    });
    expect(screen.getByLabelText<HTMLInputElement>(/Email/).value).toBe('early@example.ca');
    act(() => {
      fireEvent.submit(screen.getByRole('button', { name: 'Sign In' }).closest('form')!);
    });
    expect(sent).toEqual([{ email: 'early@example.ca', password: 'secret-1', fullName: '' }]);
    expect(screen.getByLabelText<HTMLInputElement>(/Email/).value).toBe('early@example.ca');
  });

  it('disables its buttons while starting', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Auth starting onSubmit={() => {}} />);
    document.body.append(container);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Forgot password?',
      'Sign In',
      "Don't have an account? Sign up",
    ]);
    for (const button of buttons) expect(button).toHaveProperty('disabled', true);
  });
});
