import { dsnFromString, getEnvelopeEndpointWithUrlEncodedAuth } from '@sentry/core';
import { z } from 'zod';
import { clientBudget } from '../limits/client-budget.server.ts';

export { errorTunnelPath } from './tunnel-path.ts';

/** An envelope's first line names the DSN it is meant for. */
const envelopeHeader = z.looseObject({ dsn: z.string() });

/** A page that fails in a loop should not flood the service (the SDK also deduplicates). */
const withinBudget = clientBudget(30, 600);

/**
 * The browser's error reports reach the service through our own origin: the CSP's `connect-src` stays
 * `'self'` and blockers that drop requests to the service's host do not drop them. Only envelopes for
 * the configured DSN are passed on, to that DSN's envelope endpoint; 404 when browser reporting is
 * off, 400 for anything else, 429 for a client that sends too many.
 */
export async function forwardErrorEnvelope(request: Request, dsn: string | null): Promise<Response> {
  if (!dsn) return new Response(null, { status: 404 });
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  if (!(await withinBudget(request))) return new Response(null, { status: 429 });
  const envelope = await request.text();
  const firstLine = envelope.slice(0, Math.max(0, envelope.indexOf('\n')));
  let header: unknown = null;
  try {
    header = JSON.parse(firstLine);
  } catch {
    // not an envelope
  }
  const parsed = envelopeHeader.safeParse(header);
  const components = dsnFromString(dsn);
  if (!parsed.success || parsed.data.dsn !== dsn || !components) {
    return new Response(null, { status: 400 });
  }
  const upstream = await fetch(getEnvelopeEndpointWithUrlEncodedAuth(components), {
    method: 'POST',
    headers: { 'content-type': 'application/x-sentry-envelope' },
    body: envelope,
    signal: AbortSignal.timeout(5000),
  }).catch(() => null);
  return new Response(null, { status: upstream ? upstream.status : 502 });
}
