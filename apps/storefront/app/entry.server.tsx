import { Transform, type TransformCallback } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { deferAppScripts } from './boot/deferred-app-scripts.server.ts';
import { holdRouterData } from './boot/held-router-data.server.ts';
import { reportError } from './error-reporting/error-reporting.server.ts';
import { firstLoadContext } from './shell/first-load.server.ts';

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering: logged as React Router does by default, and reported
 * (error-reporting/, only where reporting is on). Answers such as a 404 and requests the visitor
 * abandoned are not faults.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
  reportError(error);
};

/**
 * The page's bytes in one piece per batch React writes: its node writer hands over 4 kB pieces and
 * calls `flush()` when a batch is written (as it does for a compression stream). Each piece went on
 * through the web stream of the response and the socket on its own, about 190 for a collection
 * page of 250 products (issue 19); streaming is unchanged, a batch is what React has ready.
 */
class BatchedBody extends Transform {
  private pieces: Buffer[] = [];
  private first = true;

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pieces.push(piece);
    callback();
  }

  flush(): void {
    if (this.pieces.length === 0) return;
    const [only] = this.pieces;
    const batch = this.pieces.length === 1 && only ? only : Buffer.concat(this.pieces);
    this.pieces = [];
    // The shell comes in the first batch, and with it React Router's scripts; its data may come in any.
    this.push(holdRouterData(this.first ? deferAppScripts(batch) : batch));
    this.first = false;
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}

/** Set by our server (serving/render-page.ts) on requests answered for one visitor; absent for cached pages. */
const nonceHeader = 'x-storefront-csp-nonce';

/**
 * React Router's default node entry, with five changes: the request's CSP nonce goes on every script
 * React and React Router write (`ServerRouter nonce`), a page rendered for the page cache (no
 * nonce) is rendered to the end before its first byte, since it is kept whole anyway, the page's
 * CSS is inlined (shell/first-load.server.ts), the app's scripts are fetched only after the `load`
 * event or the first interaction (boot/deferred-app-scripts.server.ts), and the loaders' data is written
 * as inert data blocks rather than scripts (boot/held-router-data.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(nonceHeader) ?? undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      !nonce || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={firstLoadContext(routerContext)} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new BatchedBody({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
