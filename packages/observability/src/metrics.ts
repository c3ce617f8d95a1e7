import type { IncomingMessage } from 'node:http';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds; fine steps below 10 ms, where cached pages and API reads land. */
const latencyBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Labels taken from requests (a route a handler named, a GraphQL operation name a client chose)
 * are limited to this many distinct values; the rest count as `other`, so a client inventing names
 * cannot grow the registry without end.
 */
const maxLabelValues = 200;

export type ServiceMetrics = {
  registry: Registry;
  /** One finished HTTP request: its rate and latency per route, method and status class. */
  observeRequest: (route: string, method: string, status: number, seconds: number) => void;
  /** Keeps a free-form label value within the bound. */
  boundedLabel: (kind: string, value: string) => string;
};

export function createMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // The event-loop delay is sampled every 100 ms rather than prom-client's 10 ms: 100 wake-ups a
  // second on an idle instance were its main thread's only work between requests, and each wake-up
  // on a pinned core is time a request waits (decision 0078). Delays are still measured in full.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to finished answer, by route, method and status class',
    labelNames: ['route', 'method', 'status'],
    buckets: latencyBuckets,
    registers: [registry],
  });
  const seen = new Map<string, Set<string>>();
  const boundedLabel = (kind: string, value: string): string => {
    let values = seen.get(kind);
    if (!values) {
      values = new Set();
      seen.set(kind, values);
    }
    if (values.has(value)) return value;
    if (values.size >= maxLabelValues) return 'other';
    values.add(value);
    return value;
  };
  return {
    registry,
    boundedLabel,
    observeRequest: (route, method, status, seconds) =>
      requests.observe(
        {
          route: boundedLabel('route', route),
          method: knownMethod(method),
          status: `${Math.floor(status / 100)}xx`,
        },
        seconds,
      ),
  };
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
function knownMethod(method: string): string {
  return methods.has(method) ? method : 'other';
}

/** A latency histogram with a bounded label, e.g. per GraphQL operation name. */
export function createLabelledHistogram(metrics: ServiceMetrics, name: string, help: string, label: string) {
  const histogram = new Histogram({
    name,
    help,
    labelNames: [label],
    buckets: latencyBuckets,
    registers: [metrics.registry],
  });
  return (value: string, seconds: number) =>
    histogram.observe({ [label]: metrics.boundedLabel(label, value) }, seconds);
}

export { Counter };

/**
 * Who may read /metrics: the host itself (a Prometheus agent or sidecar on the machine) always; from
 * elsewhere only with `Authorization: Bearer <token>` when a token is configured. Metrics name routes
 * and operations and tell load, which is not for the public.
 */
export function mayReadMetrics(req: IncomingMessage, token: string | undefined): boolean {
  const address = req.socket.remoteAddress ?? '';
  if (address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1') return true;
  return token !== undefined && token.length > 0 && req.headers.authorization === `Bearer ${token}`;
}
