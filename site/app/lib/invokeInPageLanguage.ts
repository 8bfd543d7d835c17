// A public form's call to its Edge Function, shared by the islands' flows (the contact form, the
// newsletter): the functions client loaded on demand, the page's language sent along, the
// function's error thrown for the machine's `onError`.
import { loadFunctions, pageLocale } from './loadSupabase';

/**
 * Calls the Edge Function `name` with `body` and the page's language: the mail it sends (the
 * visitor's acknowledgement, the newsletter's opt-in and what follows) is written in it.
 */
export async function invokeInPageLanguage(name: string, body: object): Promise<void> {
  const functions = await loadFunctions();
  const { error } = await functions.invoke(name, { body: { ...body, locale: pageLocale() } });
  if (error) throw error;
}
