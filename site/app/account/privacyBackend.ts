import type { CloseAccountInput, PersonalData } from '@northbeam/flows';
import { getFunctions } from './authClient';

/** A function's error code ('reauthentication_failed'…) with its answer, for the page's words. */
export class FunctionRefusal extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function call<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const functions = await getFunctions();
  const { data, error } = await functions.invoke<T>(name, { body });
  if (error) {
    const context = (error as { context?: unknown }).context;
    const answer: unknown =
      context instanceof Response ? await context.json().catch(() => null) : null;
    const code =
      answer && typeof answer === 'object' && 'code' in answer ? String(answer.code) : 'other';
    throw new FunctionRefusal(code);
  }
  if (data === null) throw new FunctionRefusal('other');
  return data;
}

/** Everything the product holds about the signed-in person (export-my-data). */
export const exportMyData = () => call<PersonalData>('export-my-data', {});

/** Closes the signed-in person's account (close-account); the password re-authenticates them. */
export async function closeMyAccount(input: CloseAccountInput): Promise<void> {
  await call('close-account', { ...input, confirm: true });
}
