import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authErrorText } from './authErrors.js';
import { authFormMachine, selectAuthForm, type AuthOutcome } from './authForm/index.js';
import { contactFormMachine } from './contactForm/contactFormMachine.js';
import { contactTextsFor, textsFor, type FlowTexts } from './locale.js';
import { newsletterMachine, selectNewsletter } from './newsletter/newsletterMachine.js';
import { priceView } from './pricing/pricing.js';
import { texts } from './texts.js';
import { frCATexts } from './texts.fr-CA.js';
import { settled } from './testing/settled.js';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, item]) =>
    item && typeof item === 'object' ? keysOf(item as object, `${prefix}${key}.`) : [prefix + key],
  );

describe('the flows in French', () => {
  it('have a French text for every English one, and English stays the default', () => {
    expect(keysOf(frCATexts)).toEqual(keysOf(texts));
    expect(textsFor()).toBe(texts);
    expect(textsFor('en-CA')).toBe(texts);
    expect(textsFor('fr-CA')).toBe(frCATexts);
    expect(textsFor('fr')).toBe(frCATexts);
    expect(textsFor('xx-evil')).toBe(texts);
  });

  it('give the contact form the same texts alone as textsFor(locale).contact', () => {
    for (const locale of [undefined, 'en-CA', 'fr-CA', 'fr', 'xx-evil'])
      expect(contactTextsFor(locale), String(locale)).toBe(textsFor(locale).contact);
  });

  it('put a no-break space, never a plain one, before : ; ! ? and %', () => {
    const all = (value: FlowTexts[keyof FlowTexts]): string[] =>
      Object.values(value).map((item) => (typeof item === 'function' ? item('x') : String(item)));
    const bad = Object.values(frCATexts)
      .flatMap(all)
      .filter((text) => / [:;!?%]/.test(text));
    expect(bad).toEqual([]);
  });

  it('show the auth form’s field errors and the backend’s refusals in French, from the error code', async () => {
    const refusal: AuthOutcome = {
      error: { message: 'Invalid login credentials', code: 'invalid_credentials' },
    };
    const actor = createActor(
      authFormMachine.provide({
        actors: { signIn: fromPromise(async () => refusal) },
        actions: { navigate: () => {}, logError: () => {} },
      }),
      { input: { locale: 'fr-CA' } },
    ).start();
    actor.send({ type: 'SUBMIT' });
    expect(selectAuthForm(actor.getSnapshot()).errors).toEqual({
      email: 'Le courriel est obligatoire.',
      password: 'Le mot de passe est obligatoire.',
    });
    actor.send({ type: 'CHANGE', field: 'email', value: 'marie@exemple.ca' });
    actor.send({ type: 'CHANGE', field: 'password', value: 'secret123' });
    actor.send({ type: 'SUBMIT' });
    await settled();
    expect(actor.getSnapshot().context.notice).toEqual({
      tone: 'destructive',
      title: 'Erreur',
      description: 'Courriel ou mot de passe incorrect.',
    });
  });

  it('never show a provider’s English message on a French page, and keep it on an English one', () => {
    const fallback = 'fallback';
    for (const code of ['weak_password', 'over_request_rate_limit', 'over_email_send_rate_limit']) {
      const text = authErrorText({ message: 'Some English text', code }, fallback, 'fr-CA');
      expect(text).not.toBe(fallback);
      expect(text).not.toContain('English');
    }
    expect(
      authErrorText({ message: 'Token has expired', code: 'otp_expired' }, fallback, 'fr-CA'),
    ).toBe('Ce lien n’est plus valide ou a expiré.');
    expect(
      authErrorText({ message: 'Strange new error', code: 'new_code' }, fallback, 'fr-CA'),
    ).toBe(fallback);
    expect(
      authErrorText({ message: 'Email not confirmed', code: 'email_not_confirmed' }, fallback),
    ).toBe('Email not confirmed');
    expect(authErrorText({ message: '', code: 'user_already_exists' }, fallback, 'en-CA')).toBe(
      'User already registered',
    );
    expect(authErrorText({}, fallback, 'en-CA')).toBe(fallback);
  });

  it('give the contact form, the newsletter and the prices their French texts', () => {
    const contact = createActor(contactFormMachine, {
      input: { contactEmail: 'bonjour@exemple.ca', locale: 'fr-CA' },
    }).start();
    contact.send({ type: 'SUBMIT' });
    expect(contact.getSnapshot().context.notice?.title).toBe(
      'Veuillez remplir les champs obligatoires',
    );

    const newsletter = createActor(newsletterMachine, { input: { locale: 'fr-CA' } }).start();
    expect(selectNewsletter(newsletter.getSnapshot()).submitLabel).toBe('S’abonner à l’infolettre');
    newsletter.send({ type: 'CHANGE', value: 'pas-un-courriel' });
    newsletter.send({ type: 'SUBMIT' });
    expect(selectNewsletter(newsletter.getSnapshot()).error).toBe(
      'Veuillez entrer une adresse courriel valide.',
    );

    const plan = { name: 'Pro', monthlyPrice: 997 };
    expect(priceView(plan, 'annual', { locale: 'fr-CA' }).periodText).toBe(
      '/mois (facturé annuellement)',
    );
    expect(priceView(plan, 'annual').periodText).toBe('/month (billed annually)');
  });
});
