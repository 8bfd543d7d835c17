import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../src/backend.ts';
import { client } from './support/clients.ts';
import { confirmedUser, onBothDatabases, type TestUser } from './support/backend.ts';

/*
 * Nobody can export or close another account: the RPCs behind export-my-data and close-account
 * take a user id, so only the service role (the functions, after verifying the session) may call
 * them, and what they read or erase is that one user's.
 */

const RPCS = [
  ['export_user_data', (id: string) => ({ p_user_id: id })],
  ['claim_account_closure', (id: string) => ({ p_user_id: id, p_mode: 'now', p_hold_seconds: 60 })],
  [
    'release_account_closure',
    (id: string) => ({ p_user_id: id, p_stripe_done: true, p_forget: false }),
  ],
  ['erase_account_data', (id: string) => ({ p_user_id: id })],
] as const;

function privacySuite(name: string, start: () => Promise<Backend>, cleanup: () => Promise<void>) {
  describe(`privacy rights' authorization on ${name}`, () => {
    let backend: Backend;
    let admin: SupabaseClient;
    let alice: TestUser;
    let bob: TestUser;
    const as = (user: TestUser | null) => client(backend.url, backend.anonKey, user?.token);

    beforeAll(async () => {
      backend = await start();
      admin = client(backend.url, backend.serviceRoleKey);
      alice = await confirmedUser(backend, 'privacy-a');
      bob = await confirmedUser(backend, 'privacy-b');
      for (const user of [alice, bob]) {
        const rows = await admin.from('contact_enquiries').insert({
          first_name: 'Pat',
          last_name: user.id,
          email: user.email,
          message: `from ${user.email}`,
        });
        if (rows.error) throw new Error(rows.error.message);
        const addon = await admin
          .from('user_addons')
          .insert({ user_id: user.id, addon_name: `Addon of ${user.email}` });
        if (addon.error) throw new Error(addon.error.message);
      }
    });

    afterAll(async () => {
      await backend?.stop();
      await cleanup();
    });

    it("refuses every privacy RPC to anon and to a signed-in user, for another's id and their own", async () => {
      for (const [fn, args] of RPCS) {
        for (const [caller, target] of [
          [null, alice],
          [alice, bob],
          [alice, alice],
        ] as const) {
          const res = await as(caller).rpc(fn, args(target.id));
          expect(res.error?.code, `${fn} as ${caller ? 'alice' : 'anon'}`).toBe('42501');
          expect(res.data).toBeNull();
        }
      }
      const bobsAddons = await admin.from('user_addons').select('addon_name').eq('user_id', bob.id);
      expect(bobsAddons.data).toEqual([{ addon_name: `Addon of ${bob.email}` }]);
      const bobsEnquiry = await admin
        .from('contact_enquiries')
        .select('email')
        .eq('last_name', bob.id);
      expect(bobsEnquiry.data).toEqual([{ email: bob.email }]);
    });

    it("exports one user's rows only, even through the service role", async () => {
      const { data, error } = await admin.rpc('export_user_data', { p_user_id: alice.id });
      expect(error).toBeNull();
      const text = JSON.stringify(data);
      expect(text).toContain(`from ${alice.email}`);
      expect(text).toContain(`Addon of ${alice.email}`);
      expect(text).not.toContain(bob.email);
      expect(text).not.toContain(bob.id);
    });

    it("erases one user's rows only, and anonymises only their enquiries", async () => {
      const claim = await admin.rpc('claim_account_closure', {
        p_user_id: alice.id,
        p_mode: 'period_end',
        p_hold_seconds: 60,
      });
      expect(claim.data).toMatchObject({ busy: false, email: alice.email, stripe_done: false });
      const again = await admin.rpc('claim_account_closure', {
        p_user_id: alice.id,
        p_mode: 'now',
        p_hold_seconds: 60,
      });
      expect(again.data).toEqual({ busy: true });
      expect((await admin.rpc('erase_account_data', { p_user_id: alice.id })).error).toBeNull();
      expect((await admin.rpc('erase_account_data', { p_user_id: alice.id })).error).toBeNull();
      const addons = await admin.from('user_addons').select('user_id');
      expect(addons.data).toEqual([{ user_id: bob.id }]);
      const enquiries = await admin.from('contact_enquiries').select('email, last_name, message');
      expect(enquiries.data).toEqual(
        expect.arrayContaining([
          { email: '', last_name: '', message: '' },
          { email: bob.email, last_name: bob.id, message: `from ${bob.email}` },
        ]),
      );
    });
  });
}

onBothDatabases(privacySuite);
