import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  signature: string;
  payload: string;
  type: string;
}

/** A plain HTTP endpoint that records what the emulator POSTs to it. */
export async function startWebhookReceiver(status = 200): Promise<{
  url: string;
  received: ReceivedWebhook[];
  stop(): Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      received.push({
        signature: String(req.headers['stripe-signature'] ?? ''),
        payload,
        type: (JSON.parse(payload) as { type: string }).type,
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Posts a form the way a browser submits the hosted pages, without following redirects. */
export async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const PAYING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
export const DECLINED_CARD = { cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' };
