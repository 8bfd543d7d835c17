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
