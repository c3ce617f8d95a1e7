import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxBodyBytes } from '../serving/storefront-server.ts';
import { leakingLogLines, problemsOfAnswer } from './answer-checks.ts';
import { resetWhileSending, sendRequest } from './send-request.ts';
import { type Engine, postgresReachable, ShopUnderTest, waitFor } from './shop-under-test.ts';
import { type ShopFacts, type StorefrontRequest, storefrontRequest } from './storefront-requests.ts';

/**
 * Generated requests against the storefront's routes and forms, over real sockets, in front of a real
 * commerce service (issue 20). CI sends FUZZ_RUNS (default 300) per engine; `npm run test:soak` 2,000.
 */
const runs = z.coerce
  .number()
  .int()
  .min(1)
  .parse(process.env.STOREFRONT_FUZZ_RUNS ?? process.env.FUZZ_RUNS ?? 300);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const variantsAnswer = z.object({
  data: z.object({
    products: z.object({
      nodes: z.array(z.object({ variants: z.object({ nodes: z.array(z.object({ id: z.string() })) }) })),
    }),
  }),
});

/** Real pages (from the sitemaps) and variants, so that generated requests reach real code paths. */
async function factsOf(shop: ShopUnderTest): Promise<ShopFacts> {
  const paths = new Set(['/de', '/en/cart', '/da/newsletter', '/de/search?q=kaffee', '/en/a']);
  for (const lang of ['de', 'en', 'da']) {
    const xml = await (await fetch(`${shop.url}/${lang}/sitemap.xml`)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      if (loc && paths.size < 80) paths.add(new URL(loc).pathname);
    }
  }
  const answer = await fetch(`${shop.commerceUrl}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': shop.secret },
    body: JSON.stringify({
      query: '{ products(first: 10) { nodes { variants(first: 2) { nodes { id } } } } }',
    }),
  });
  const variantIds = variantsAnswer
    .parse(await answer.json())
    .data.products.nodes.flatMap((product) => product.variants.nodes.map((variant) => variant.id));
  return { paths: [...paths], variantIds, origin: new URL(shop.url).origin };
}

/** fc.assert, with a failure's message cut short: a counterexample may carry a body of megabytes. */
async function checkAll(
  property: fc.IAsyncProperty<[StorefrontRequest]>,
  parameters: fc.Parameters<[StorefrontRequest]>,
) {
  try {
    await fc.assert(property, parameters);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message.replace(/(\d+,){200,}\d+/g, '…').slice(0, 4000)}${cause.slice(0, 3000)}`);
  }
}

const engines: { engine: Engine; skip: boolean }[] = [
  { engine: 'pglite', skip: false },
  { engine: 'postgres', skip: !postgresReachable },
];

/** The storefront buffers its access log (up to 1 s late, decision 0056): wait for it, then check. */
async function settledLogLines(shop: ShopUnderTest): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return leakingLogLines(shop.logs, shop.secret);
}

describe.each(engines)('hostile requests against the storefront, commerce on $engine', ({ engine, skip }) => {
  const shop = new ShopUnderTest(engine);
  beforeAll(async () => {
    if (!skip) await shop.start();
  }, 600_000);
  afterAll(() => shop.stop(), 60_000);

  it.skipIf(skip)('shows the first page for a list cursor the API refuses (was 503)', async () => {
    const collection = (await factsOf(shop)).paths.find((path) => path.startsWith('/de/c/'));
    for (const page of [
      `${collection}?after=abc`,
      `${collection}?before=%22%3E`,
      '/en/search?q=a&after=abc',
    ]) {
      const answer = await fetch(`${shop.url}${page}`);
      expect(answer.status, page).toBe(200);
    }
  });

  it.skipIf(skip)('answers a method no page takes in the language of the path (was German)', async () => {
    const answer = await fetch(`${shop.url}/da/x/5`, { method: 'OPTIONS' });
    expect(answer.status).toBe(405);
    expect(await answer.text()).toContain('<html lang="da"');
  });

  it.skipIf(skip)(
    `${runs} generated requests: no 5xx, errors in the path's language, nothing internal in answers or logs`,
    async () => {
      const facts = await factsOf(shop);
      expect(facts.paths.length).toBeGreaterThan(20);
      expect(facts.variantIds.length).toBeGreaterThan(0);
      const statuses = new Map<number, number>();
      await checkAll(
        fc.asyncProperty(storefrontRequest(facts), async (request) => {
          const answer = await sendRequest(shop.url, request).catch((error: unknown) => {
            // A body over the limit is refused before it is read and the connection closed; a client
            // still sending may see that as a reset instead of the 413.
            if (
              error instanceof Error &&
              error.message === resetWhileSending &&
              (request.body?.byteLength ?? 0) > maxBodyBytes
            )
              return null;
            throw error;
          });
          if (!answer) {
            statuses.set(0, (statuses.get(0) ?? 0) + 1);
            return;
          }
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const problems = problemsOfAnswer(request.target, answer, shop.secret);
          const shown = `${request.method} ${request.target.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} body ${request.body?.byteLength ?? 0} B${request.chunked ? ' chunked' : ''}`;
          expect(problems, `${shown}\n→ ${answer.status} ${answer.body.slice(0, 400)}`).toEqual([]);
        }),
        { numRuns: runs, seed, endOnFailure: true },
      );
      // Still alive and well after all of it.
      expect((await fetch(`${shop.url}/health/ready`)).status).toBe(200);
      const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((n, [, c]) => n + c, 0);
      console.log(
        `storefront fuzz (commerce on ${engine}): ${runs} requests, ${fiveHundreds} 5xx, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
      );
      expect(await settledLogLines(shop)).toEqual([]);
    },
    1_800_000,
  );

  it.skipIf(skip)(
    'answers 503 in the page language with Retry-After while the API is down, and recovers by itself',
    async () => {
      await shop.killCommerce();
      const texts = {
        de: 'Der Shop ist gleich wieder für Sie da',
        en: 'The shop will be back in a moment',
        da: 'Butikken er snart tilbage',
      };
      for (const [lang, text] of Object.entries(texts)) {
        // Pages that need the API now (the page cache may still hold the home page, rightly).
        const fresh = Date.now();
        for (const page of [
          `/${lang}/cart`,
          `/${lang}/search?q=bohne-${fresh}`,
          `/${lang}/p/bohne-${fresh}`,
        ]) {
          const down = await fetch(`${shop.url}${page}`, {
            headers: { cookie: 'storefront_cart_id=gid%3A%2F%2Fshopify%2FCart%2Fx' },
          });
          expect(down.status, page).toBe(503);
          expect(down.headers.get('retry-after'), page).toBe('10');
          const body = await down.text();
          expect(body, page).toContain(`lang="${lang}"`);
          expect(body, page).toContain(text);
          expect(problemsOfAnswer(page, { status: 200, headers: {}, body }, shop.secret), page).toEqual([]);
        }
      }
      // The storefront learns of the outage by its catalogue poll, and says so in its readiness.
      await waitFor(`${shop.url}/health/ready`, 503, shop.logs);
      await shop.startCommerce();
      const recoveredInMs = await waitFor(`${shop.url}/health/ready`, 200, shop.logs);
      expect((await fetch(`${shop.url}/da`)).status).toBe(200);
      console.log(`storefront outage (commerce on ${engine}): ready again ${recoveredInMs} ms after the API`);
      expect(await settledLogLines(shop)).toEqual([]);
    },
    300_000,
  );
});
