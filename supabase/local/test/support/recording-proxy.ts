import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Exchange {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/**
 * An HTTP proxy in front of the local Stripe that keeps every API answer as it crossed the wire,
 * so a contract test checks the bodies themselves rather than what the SDK made of them.
 */
export async function startRecordingProxy(target: number) {
  const exchanges: Exchange[] = [];
  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const path = new URL(req.url ?? '/', 'http://local').pathname;
          exchanges.push({
            method: req.method ?? 'GET',
            path,
            status: answer.statusCode ?? 0,
            body: JSON.parse(text) as unknown,
          });
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(text);
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    exchanges,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
