// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCard, emptyAuthCardValues, type AuthCardField } from '../AuthCard/AuthCard';
import {
  ContactForm,
  emptyContactFormValues,
  type ContactFormField,
} from '../ContactForm/ContactForm';

// Every field renders through useField: counting its calls per field counts the fields' renders.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./useField', async (original) => {
  const actual = await original<typeof import('./useField')>();
  return {
    ...actual,
    useField: ((props: { name?: string }) => {
      renders.set(props.name ?? '', (renders.get(props.name ?? '') ?? 0) + 1);
      return actual.useField(props as Parameters<typeof actual.useField>[0]);
    }) as typeof actual.useField,
  };
});

afterEach(() => {
  cleanup();
  renders.clear();
});

function Contact() {
  const [values, setValues] = useState(emptyContactFormValues);
  return (
    <ContactForm
      values={values}
      // A new function on every render, as a caller's inline arrow is.
      onChange={(field: ContactFormField, value) => setValues((v) => ({ ...v, [field]: value }))}
      onSubmit={() => {}}
    />
  );
}

function Auth() {
  const [values, setValues] = useState(emptyAuthCardValues);
  return (
    <AuthCard
      mode="signUp"
      minPasswordLength={8}
      values={values}
      onChange={(field: AuthCardField, value) => setValues((v) => ({ ...v, [field]: value }))}
      onSubmit={() => {}}
    />
  );
}

/** Types one character into the field labelled `label`; returns which fields rendered for it. */
function keystroke(label: RegExp, value: string) {
  renders.clear();
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
  return Object.fromEntries(renders);
}

describe('a keystroke re-renders the field typed in, not the whole form', () => {
  it('ContactForm: typing in First Name renders First Name alone', () => {
    render(<Contact />);
    expect(keystroke(/First Name/, 'A')).toEqual({ firstName: 1 });
    expect(screen.getByLabelText<HTMLInputElement>(/First Name/).value).toBe('A');
    expect(keystroke(/Message/, 'Hi')).toEqual({ message: 1 });
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Message/).value).toBe('Hi');
  });

  it('AuthCard: typing the e-mail renders the e-mail field alone', () => {
    render(<Auth />);
    expect(keystroke(/Email/, 'a@b.ca')).toEqual({ email: 1 });
    expect(screen.getByLabelText<HTMLInputElement>(/Email/).value).toBe('a@b.ca');
  });
});
