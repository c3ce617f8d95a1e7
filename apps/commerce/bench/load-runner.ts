/** Latency figures of one scenario, in milliseconds, and requests per second. */
export type LoadResult = {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
};

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(index, 0)] ?? Number.NaN;
}

/**
 * Runs `clients` loops in parallel for `seconds`, each calling `request(client, i)` one after the
 * other, after `warmup` untimed calls per client. A call that throws counts as an error.
 */
export async function runLoad(
  clients: number,
  seconds: number,
  request: (client: number, iteration: number) => Promise<void>,
  warmup = 5,
): Promise<LoadResult> {
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < warmup; i++) await request(client, -1 - i).catch(() => undefined);
    }),
  );
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const t0 = performance.now();
        try {
          await request(client, i);
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / elapsed,
  };
}
