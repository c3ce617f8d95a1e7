/**
 * The commerce service's error reporting as main.ts starts it, in front of an HTTP server, for
 * request-scope.test.ts (its own process: the SDK is per process). Two requests are handled at once;
 * each tags its scope and reports an error after the other has tagged its own. Prints the settings
 * it started with.
 */
import './instrument.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { setTag } from '@sentry/node';
import { flushErrorReports, reportError } from './error-reporting.ts';
import { errorReporting } from './instrument.ts';

const delays: Record<string, number> = { '/api/erste': 300, '/api/zweite': 100 };

// As GraphQL Yoga reads a request: the body awaited, so what follows runs in the request's context.
const server = http.createServer(async (req, res) => {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  await text(req);
  setTag('operation', path);
  await new Promise((resolve) => setTimeout(resolve, delays[path] ?? 0));
  reportError(new Error(`probe: ${path} failed`));
  res.writeHead(500).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
await Promise.all(
  Object.keys(delays).map((path) =>
    fetch(`${base}${path}?token=geheim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variables: { email: 'anna.beispiel@example.com' } }),
    }).then((response) => response.arrayBuffer()),
  ),
);
await flushErrorReports(5000);
server.close();
console.log(JSON.stringify(errorReporting));
