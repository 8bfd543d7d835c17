// The contact scenario of the backend bench: the enquiry stored leg by leg, then the whole
// function, each with the outbox worker delivering its mail as in production.
import type { Backend } from '../src/backend.ts';
import { closedLoop, CONNECTIONS, DURATION_S, line, load, ms, type Figures } from './load.ts';

/** Waits (60 s at most) for the outbox worker to send what is queued; returns what is left. */
async function drainOutbox(backend: Backend): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await backend.db.query<{ queued: number }>(
      "select count(*)::int as queued from public.mail_outbox where status = 'queued'",
    );
    if (row!.queued === 0 || Date.now() > deadline) return row!.queued;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Another visitor's address for each submission (the gateway trusts one proxy in the bench). */
const visitor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export async function contactFigures(
  backend: Backend,
  headers: Record<string, string>,
): Promise<Figures> {
  let n = 0;
  // Leg by leg: the enquiry and its two mails stored by the SQL function the contact function
  // calls, straight from the database and through the gateway's REST RPC (what the Deno function
  // does); the rest of contact's time is the Deno hop. Each store has its own IP hash, as each
  // contact below comes from its own visitor, so the per-IP count stays as short as a person's.
  const mailDraft = (i: number) => ({
    kind: 'agency',
    to_address: 'inbox@example.com',
    subject: `New enquiry ${i}`,
    html: `<p>${'Bench enquiry text. '.repeat(60)}</p>`,
    text_body: 'Bench enquiry text. '.repeat(60),
  });
  const enquiryArgs = () => {
    n += 1;
    return {
      p_id: crypto.randomUUID(),
      p_enquiry: {
        first_name: 'Bench',
        last_name: `Visitor ${n}`,
        email: `bench-${n}@example.com`,
        city: 'toronto',
        message: `Enquiry ${n}`,
      },
      p_ip_hash: crypto.randomUUID(),
      p_mails: [mailDraft(n), mailDraft(n)],
      p_max_per_ip: 10,
      p_max_per_email: 5,
    };
  };
  const bareStore = await closedLoop(Math.min(DURATION_S, 5), CONNECTIONS, () => {
    const a = enquiryArgs();
    return backend.db.query(
      'select public.submit_contact_enquiry($1::uuid, $2::jsonb, $3, $4::jsonb, $5::int, $6::int)',
      [
        a.p_id,
        JSON.stringify(a.p_enquiry),
        a.p_ip_hash,
        JSON.stringify(a.p_mails),
        String(a.p_max_per_ip),
        String(a.p_max_per_email),
      ],
    );
  });
  line('contact leg: bare SQL store', bareStore, `  (${CONNECTIONS} at once)`);
  await drainOutbox(backend);
  const service = {
    ...headers,
    apikey: backend.serviceRoleKey,
    authorization: `Bearer ${backend.serviceRoleKey}`,
  };
  const restStore = await load('contact leg: store via REST RPC', {
    url: `${backend.url}/rest/v1/rpc/submit_contact_enquiry`,
    requests: [
      {
        method: 'POST',
        headers: service,
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          body: JSON.stringify(enquiryArgs()),
        }),
      },
    ],
  });
  await drainOutbox(backend);

  const cpuBefore = process.cpuUsage();
  const contact = await load('contact (mail via outbox)', {
    url: `${backend.url}/functions/v1/send-contact-email`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: Record<string, unknown>) => {
          n += 1;
          return {
            ...request,
            headers: {
              ...headers,
              authorization: `Bearer ${backend.anonKey}`,
              'x-forwarded-for': visitor(n),
            },
            body: JSON.stringify({
              firstName: 'Bench',
              lastName: `Visitor ${n}`,
              email: `bench-${n}@example.com`,
              city: 'toronto',
              message: `Enquiry ${n}`,
            }),
          };
        },
      },
    ],
  });
  // Contact mail the outbox worker has sent by now; it goes on after the run, so wait for it.
  const queued = await drainOutbox(backend);
  const [sent] = await backend.db.query<{ sent: number }>(
    "select count(*)::int as sent from public.mail_outbox where status = 'sent'",
  );
  console.log(
    `  mails sent by the outbox worker: ${sent!.sent} (still queued after 60 s: ${queued})`,
  );
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `  gateway process CPU per contact (gateway, ${backend.db.kind === 'pglite' ? 'PGlite, ' : ''}its outbox calls, autocannon): ${ms((cpu.user + cpu.system) / 1000 / contact.answered)}`,
  );
  console.log(
    `  contact p50 ${ms(contact.p50)} = bare store ${ms(bareStore.p50)} + gateway REST ${ms(restStore.p50 - bareStore.p50)} + Deno hop and function ${ms(contact.p50 - restStore.p50)}`,
  );
  return contact;
}
