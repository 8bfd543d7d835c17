import { beforeAll, describe, expect, it } from 'vitest';
import {
  callFunction,
  harnessForFile,
  signedInUser,
  subscribedUser,
  type Harness,
  type User,
} from './harness.ts';
import { MONTREAL_ADDRESS, TORONTO_ADDRESS } from '../support/stripe.ts';

// list-invoices: the caller's own invoices with each tax, and nobody else's.

let h: Harness;
harnessForFile((started) => (h = started));

const invoicesOf = async (user: User, body?: object) =>
  await callFunction(h, 'list-invoices', { token: user.token, ...(body ? { body } : {}) });

describe('list-invoices', () => {
  let montreal: User;
  let toronto: User;

  beforeAll(async () => {
    montreal = await subscribedUser(h, { tier: 'professional' }, MONTREAL_ADDRESS);
    toronto = await subscribedUser(h, { tier: 'professional' }, TORONTO_ADDRESS);
  }, 120_000);

  it('gives the Montréal customer 1,997.00 + 99.85 GST + 199.20 QST = 2,296.05', async () => {
    const res = await invoicesOf(montreal);
    expect(res.status).toBe(200);
    const [invoice, ...rest] = res.body.invoices as Record<string, unknown>[];
    expect(rest).toEqual([]);
    expect(invoice).toMatchObject({
      plan: 'Professional Plan',
      interval: 'month',
      status: 'paid',
      currency: 'cad',
      subtotal: 199_700,
      taxes: [
        { name: 'GST', percentage: 5, amount: 9_985 },
        { name: 'QST', percentage: 9.975, amount: 19_920 },
      ],
      total: 229_605,
    });
    expect(invoice!.hostedUrl).toMatch(new RegExp(`^${h.stripe.url}/invoice/in_`));
    expect(invoice!.pdfUrl).toBe(`${invoice!.hostedUrl as string}/pdf`);
  });

  it('gives the Toronto customer 1,997.00 + 259.61 HST = 2,256.61, and only theirs', async () => {
    const res = await invoicesOf(toronto, { customer: 'cus_someone_else' });
    const invoices = res.body.invoices as Record<string, unknown>[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      taxes: [{ name: 'HST', percentage: 13, amount: 25_961 }],
      total: 225_661,
    });
    const mine = (await invoicesOf(montreal)).body.invoices as { id: string }[];
    expect(invoices.map((i) => i.id)).not.toContain(mine[0]!.id);
  });

  it('answers a user without a billing account with no invoices, and a stranger with a 401', async () => {
    const newcomer = await signedInUser(h);
    expect((await invoicesOf(newcomer)).body).toEqual({ invoices: [] });
    const anonymous = await callFunction(h, 'list-invoices', {});
    expect(anonymous.status).toBe(401);
    const forged = await callFunction(h, 'list-invoices', { token: `${montreal.token}x` });
    expect(forged.status).toBe(401);
  });
});
