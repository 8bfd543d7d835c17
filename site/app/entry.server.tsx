import { PassThrough } from 'node:stream';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { PartRendererContext } from './acting/ActingPart';

/**
 * Used only at build time to prerender static HTML (ssr: false), so it waits for the whole page
 * (onAllReady) and returns a complete document: crawlers and no-JS visitors get all content.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe } = renderToPipeableStream(
      // A page's acting part is prerendered as a root of its own (see acting/ActingPart.tsx). The
      // dev server hydrates whole pages with the app, so there the part is an ordinary subtree.
      <PartRendererContext.Provider value={import.meta.env.DEV ? null : renderToString}>
        <ServerRouter context={routerContext} url={request.url} />
      </PartRendererContext.Provider>,
      {
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(Buffer.concat(chunks).toString('utf8'), {
                headers: responseHeaders,
                status,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
