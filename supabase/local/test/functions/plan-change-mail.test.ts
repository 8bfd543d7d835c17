import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInbox, type Inbox } from '../../src/mail/maildev.ts';
import { client } from '../support/clients.ts';
import { mailsTo } from '../support/inbox.ts';
import { PAYING_CARD, postForm, TORONTO_ADDRESS } from '../support/stripe.ts';
import { callFunction, SITE_URL, startHarness, type Harness } from './harness.ts';

/*
 * A plan change waits for the period's end and charges nothing when it is made, so Stripe sends
 * nothing then: change-plan mails the customer what will change and when, in their language, and
 * again when they drop the change.
 */

let h: Harness;
let inbox: Inbox;

beforeAll(async () => {
  h = await startHarness();
  inbox = await startInbox({ smtpPort: h.smtpPort, webPort: h.webPort });
}, 180_000);

afterAll(async () => {
  await inbox?.stop();
  await h?.stop();
});

let counter = 0;

/** A confirmed customer on Professional, monthly, who signed up in `locale`. */
async function customerOnProfessional(locale: 'en' | 'fr') {
  counter += 1;
  const email = `plan-change-${locale}-${counter}-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const created = await h.admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { locale },
  });
  if (created.error) throw created.error;
  const user = client(h.backend.url, h.backend.anonKey);
  const { data, error } = await user.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  const token = data.session.access_token;
  const checkout = await callFunction(h, 'create-checkout', {
    token,
    body: { tier: 'professional' },
  });
  expect(checkout.status).toBe(200);
  expect(
    (await postForm(checkout.body.url as string, { ...PAYING_CARD, ...TORONTO_ADDRESS })).status,
  ).toBe(303);
  return { email, token };
}

async function changePlan(token: string, body: object) {
  const answer = await callFunction(h, 'change-plan', { token, body });
  expect(answer.status).toBe(200);
  return answer.body as { scheduled_change: { effective_at: string } | null };
}

/** The plan-change notices delivered to `email`, oldest first. */
async function notices(email: string) {
  const run = await callFunction(h, 'process-mail-outbox', {
    token: h.backend.serviceRoleKey,
    body: {},
  });
  expect(run.status).toBe(200);
  return (await mailsTo(inbox.webUrl, email))
    .filter((mail) => /plan|forfait/i.test(mail.subject))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

describe('plan change notices', () => {
  it('tell a French customer, in French, what changes and when, and that nothing is charged now', async () => {
    const { email, token } = await customerOnProfessional('fr');
    const changed = await changePlan(token, { tier: 'enterprise', interval: 'year' });
    const date = new Intl.DateTimeFormat('fr-CA', {
      dateStyle: 'long',
      timeZone: 'America/Toronto',
    }).format(new Date(changed.scheduled_change!.effective_at));

    const [scheduled, ...others] = await notices(email);
    expect(others).toEqual([]);
    expect(scheduled!.subject).toBe('Votre changement de forfait est prévu');
    expect(scheduled!.text).toContain(
      `Vous passerez au forfait Entreprise, facturé annuellement, le ${date}, à la fin de votre période de facturation en cours.`,
    );
    expect(scheduled!.text).toContain('rien ne vous est facturé maintenant');
    expect(scheduled!.html).toContain('<html lang="fr-CA">');
    expect(scheduled!.html).toContain(`href="${SITE_URL}/fr/tableau-de-bord"`);

    // The same choice again changes nothing and sends nothing; the held plan drops the change.
    await changePlan(token, { tier: 'enterprise', interval: 'year' });
    expect(await notices(email)).toHaveLength(1);
    expect(
      (await changePlan(token, { tier: 'professional', interval: 'month' })).scheduled_change,
    ).toBeNull();
    const all = await notices(email);
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toBe('Votre changement de forfait est annulé');
    expect(all[1]!.text).toContain(
      'Le passage au forfait Entreprise que vous aviez prévu n’aura pas lieu\u00a0: votre forfait actuel continue.',
    );
  });

  it('tell an English customer in English', async () => {
    const { email, token } = await customerOnProfessional('en');
    const changed = await changePlan(token, { tier: 'starter' });
    const date = new Intl.DateTimeFormat('en-CA', {
      dateStyle: 'long',
      timeZone: 'America/Toronto',
    }).format(new Date(changed.scheduled_change!.effective_at));
    const [scheduled] = await notices(email);
    expect(scheduled!.subject).toBe('Your plan change is scheduled');
    expect(scheduled!.text).toContain(
      `Your plan changes to Starter, billed monthly, on ${date}, when your current billing period ends.`,
    );
    expect(scheduled!.html).toContain(`href="${SITE_URL}/dashboard"`);
  });
});
