/**
 * API benchmark: `npm run bench:api [-- --products 2000,100000 --engines pglite,postgres --cache on,off
 * --seconds 10]`.
 * Per catalogue size and engine it starts the service (seeding on first use; seeded databases are
 * kept for the next run), drives it over HTTP with concurrent clients and prints latency
 * percentiles and throughput per operation, next to plain SQL on PostgreSQL as the floor.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { benchOperations, type Sample, sampleFrom } from './bench-operations.ts';
import { type ClientKind, jsonPoster } from './http-client.ts';
import { type LoadResult, runLoad } from './load-runner.ts';
import { postgresFloor } from './postgres-floor.ts';
import { type RunningService, startService } from './service-process.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000,100000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '8' },
    cache: { type: 'string', default: 'on,off' },
    client: { type: 'string', default: 'http' },
  },
});
const sizes = values.products.split(',').map((n) => z.coerce.number().int().min(1).parse(n));
const engines = values.engines.split(',').map((e) => z.enum(['pglite', 'postgres']).parse(e));
// `--cache on,off` also measures the service without its catalogue cache, side by side.
const cacheModes = (values.cache ?? 'on').split(',').map((m) => z.enum(['on', 'off']).parse(m));
const seconds = z.coerce.number().positive().parse(values.seconds);
const clients = z.coerce.number().int().min(1).parse(values.clients);
// `--client http,fetch` drives each service with both load generators, side by side.
const clientKinds = values.client.split(',').map((k) => z.enum(['http', 'fetch']).parse(k));
const adminUrl =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgresql://postgres@127.0.0.1:5432/test';

async function postgresDatabase(size: number): Promise<string> {
  const name = `shop_bench_${size}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const createdCart = z.object({ cartCreate: z.object({ cart: z.object({ id: z.string() }) }) });
const answerBody = z.object({ data: z.unknown(), errors: z.array(z.unknown()).optional() });

function graphqlClient(service: RunningService, kind: ClientKind) {
  const post = jsonPoster(service.url, kind);
  const headers = { 'x-shopify-storefront-access-token': service.token };
  return async (query: string, variables: Record<string, unknown> = {}): Promise<unknown> => {
    const answer = await post('/api/2025-01/graphql.json', headers, JSON.stringify({ query, variables }));
    const body = answerBody.parse(JSON.parse(answer.body));
    if (answer.status !== 200 || body.errors) {
      throw new Error(`HTTP ${answer.status}: ${JSON.stringify(body.errors)}`);
    }
    return body.data;
  };
}

async function driveApi(
  service: RunningService,
  sample: Sample,
  kind: ClientKind,
): Promise<Record<string, LoadResult>> {
  const gql = graphqlClient(service, kind);
  const pick = <T>(list: readonly T[], n: number): T => {
    const item = list[Math.abs(n) % list.length];
    if (item === undefined) throw new Error('Nothing sampled to drive the load with');
    return item;
  };
  const results: Record<string, LoadResult> = {};
  // What any answer costs here (HTTP, Yoga, limits, JSON): the floor of the rows below.
  results['{ __typename } (HTTP floor)'] = await runLoad(clients, seconds, async () => {
    await gql('query Floor { __typename }');
  });
  results.predictive = await runLoad(clients, seconds, async (c, i) => {
    await gql(benchOperations.predictive, { query: pick(sample.terms, c * 7 + i), language: 'DE' });
  });
  let next = 0;
  results['predictive (each text new)'] = await runLoad(clients, seconds, async () => {
    const n = next++;
    const terms = sample.distinctTerms;
    // Once every text was asked, the same texts come again with another limit: still never the
    // same request twice within 10 rounds, so no answer can come from the response cache.
    const round = Math.floor(n / terms.length);
    await gql(benchOperations.predictiveWithLimit, {
      query: terms[n % terms.length] ?? 'kaffee',
      limit: 1 + (round % 10),
      language: 'DE',
    });
  });
  results.collection = await runLoad(clients, seconds, async (c, i) => {
    await gql(benchOperations.collection, {
      handle: pick(sample.handles, c * 5 + i),
      first: 250,
      filters: [{ available: true }],
      language: 'DE',
    });
  });
  const carts = await Promise.all(
    Array.from({ length: clients }, async () => {
      const data = createdCart.parse(await gql(benchOperations.cartCreate));
      return data.cartCreate.cart.id;
    }),
  );
  results.cartLinesAdd = await runLoad(clients, seconds, async (c, i) => {
    await gql(benchOperations.cartLinesAdd, {
      cartId: carts[c],
      // Each client cycles through 10 variants, so its cart stays at a realistic 10 lines.
      lines: [{ merchandiseId: pick(sample.variantIds, c * 10 + (i % 10)), quantity: 1 }],
      language: 'DE',
    });
  });
  return results;
}

const rows: string[][] = [];
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
function record(size: number, engine: string, results: Record<string, LoadResult>) {
  for (const [operation, r] of Object.entries(results)) {
    rows.push([
      String(size),
      engine,
      operation,
      fmt(r.p50),
      fmt(r.p95),
      fmt(r.p99),
      r.perSecond.toFixed(0),
      String(r.errors),
    ]);
  }
}

for (const size of sizes) {
  for (const engine of engines) {
    const env: Record<string, string> =
      engine === 'postgres'
        ? { DATABASE_URL: await postgresDatabase(size), SEED_PRODUCTS: String(size) }
        : { PGLITE_DIR: path.join(os.tmpdir(), `shop-bench-pglite-${size}`), SEED_PRODUCTS: String(size) };
    if (env.PGLITE_DIR) mkdirSync(env.PGLITE_DIR, { recursive: true });
    for (const cache of cacheModes) {
      const label = cache === 'on' ? engine : `${engine}, cache off`;
      const t0 = performance.now();
      const service = await startService({
        ...env,
        CODE_ATTEMPTS_PER_MINUTE: '1000000',
        CATALOG_CACHE: cache,
      });
      console.log(
        `bench: ${label} with ${size} products ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      try {
        const sample = sampleFrom(await graphqlClient(service, 'http')(benchOperations.sample));
        console.log(
          `bench: ${sample.distinctTerms.length} different search texts, ${sample.terms.length} repeated`,
        );
        for (const kind of clientKinds) {
          const named = clientKinds.length > 1 ? `${label}, ${kind} client` : label;
          record(size, named, await driveApi(service, sample, kind));
        }
        if (engine === 'postgres' && cache === cacheModes[0] && env.DATABASE_URL) {
          record(
            size,
            'postgres SQL floor',
            await postgresFloor(env.DATABASE_URL, clients, seconds, sample.terms),
          );
        }
      } finally {
        await service.stop();
      }
    }
  }
}

const header = ['products', 'engine', 'operation', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(
  `\n${clients} concurrent clients, ${seconds} s per operation, ${os.cpus().length} CPUs, load average ${load}\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
