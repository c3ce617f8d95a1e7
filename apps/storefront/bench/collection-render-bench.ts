import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CollectionDocument } from '@shop/storefront-api';
import { z } from 'zod';
import { BenchProcesses, wrk as bareWrk } from './bench-processes.ts';
import { median } from './median.ts';
import { cpuSeconds } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    products: { type: 'string', default: '2160' },
    'port-base': { type: 'string', default: '24200' },
    // Another checkout's built storefront (its apps/storefront folder), measured in the same rounds:
    // a before/after pair under the same load.
    compare: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '../../..');
const work = path.join(os.tmpdir(), `bench-collection-${process.pid}`);
mkdirSync(work, { recursive: true });
const portBase = Number(values['port-base']);
const ports = { commerce: portBase, storefront: portBase + 1, template: portBase + 2, compare: portBase + 3 };
const processes = new BenchProcesses();
const start = processes.start.bind(processes);
const waitFor = processes.waitFor.bind(processes);
const wrk = (url: string, connections: number) =>
  bareWrk(url, { connections, seconds: Number(values.seconds) });
const node = process.execPath;
const token = process.env.STOREFRONT_ACCESS_TOKEN ?? 'dev-storefront-token';

/** The collection with the most products, so that a page holds the full 250. */
async function biggestCollection(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${ports.commerce}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': token },
    body: JSON.stringify({
      query: '{ collections(first: 100) { nodes { handle products(first: 250) { nodes { id } } } } }',
    }),
  });
  const body = z
    .object({
      data: z.object({
        collections: z.object({
          nodes: z.array(
            z.object({ handle: z.string(), products: z.object({ nodes: z.array(z.unknown()) }) }),
          ),
        }),
      }),
    })
    .parse(await response.json());
  const sorted = [...body.data.collections.nodes].sort(
    (a, b) => b.products.nodes.length - a.products.nodes.length,
  );
  const best = sorted[0];
  if (!best) throw new Error('no collections');
  console.log(`collection "${best.handle}" with ${best.products.nodes.length} products on its first page`);
  return best.handle;
}

/** The comparison: the same query, cards written as template strings, nothing else. */
function writeTemplateServer(handle: string): string {
  const script = path.join(work, 'template.mjs');
  writeFileSync(
    script,
    `import http from 'node:http';
const query = ${JSON.stringify(CollectionDocument.toString())};
const escape = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const card = (p) => \`<li><a href="/de/p/\${escape(p.handle)}"><img src="\${escape(p.featuredImage?.url)}" width="300" height="300" alt="\${escape(p.featuredImage?.altText)}" loading="lazy"><span>\${escape(p.vendor)}</span><h3>\${escape(p.title)}</h3><p>\${escape(p.priceRange?.minVariantPrice?.amount)} €</p></a></li>\`;
http.createServer(async (req, res) => {
  const r = await fetch('http://127.0.0.1:${ports.commerce}/api/2025-01/graphql.json', { method: 'POST', headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': ${JSON.stringify(token)} }, body: JSON.stringify({ query, variables: { handle: ${JSON.stringify(handle)}, first: 250, language: 'DE' } }) });
  const { data } = await r.json();
  const c = data.collection;
  const html = \`<!doctype html><html lang="de"><head><meta charset="utf-8"><title>\${escape(c.title)}</title></head><body><h1>\${escape(c.title)}</h1><ul>\${c.products.nodes.map(card).join('')}</ul></body></html>\`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}).listen(${ports.template}, '127.0.0.1');
`,
  );
  return script;
}

try {
  start('taskset', ['-c', '1', node, 'src/main.ts'], path.join(root, 'apps/commerce'), {
    COMMERCE_PORT: String(ports.commerce),
    PGLITE_DIR: path.join(root, `data/bench-pages-${values.products}`),
    SEED_PRODUCTS: values.products,
    LOG_LEVEL: 'silent',
  });
  await waitFor(`http://127.0.0.1:${ports.commerce}/health/ready`);
  console.log(
    `load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const handle = await biggestCollection();
  const apiEnv = {
    COMMERCE_API_URL: `http://127.0.0.1:${ports.commerce}`,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  };
  const storefrontDir = path.join(root, 'apps/storefront');
  const storefrontProcess = start('taskset', ['-c', '0', node, 'server.ts'], storefrontDir, {
    ...apiEnv,
    STOREFRONT_PORT: String(ports.storefront),
    PAGE_CACHE: 'off',
  });
  const templateProcess = start('taskset', ['-c', '0', node, writeTemplateServer(handle)], work);
  const servers: Record<string, string> = {
    'storefront, uncached': `http://127.0.0.1:${ports.storefront}/de/c/${handle}`,
    'template strings, same query': `http://127.0.0.1:${ports.template}/`,
  };
  // taskset runs the server in its own process: its pid is the server's.
  const pids: Record<string, number | undefined> = {
    'storefront, uncached': storefrontProcess.pid,
    'template strings, same query': templateProcess.pid,
  };
  if (values.compare) {
    const compareProcess = start('taskset', ['-c', '0', node, 'server.ts'], path.resolve(values.compare), {
      ...apiEnv,
      STOREFRONT_PORT: String(ports.compare),
      PAGE_CACHE: 'off',
    });
    servers['compared storefront, uncached'] = `http://127.0.0.1:${ports.compare}/de/c/${handle}`;
    pids['compared storefront, uncached'] = compareProcess.pid;
  }
  for (const url of Object.values(servers)) await waitFor(url);
  for (const [name, url] of Object.entries(servers)) {
    const bytes = (await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
      .byteLength;
    console.log(`${name}: ${Math.round(bytes / 1024)} kB of HTML`);
  }
  // Unmeasured: the first pages of a process compile its code.
  for (const url of Object.values(servers)) bareWrk(url, { connections: 4, seconds: 2 });
  const rounds = new Map<string, number[]>();
  const cpuRounds = new Map<string, number[]>();
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [name, url] of Object.entries(servers)) {
      const cpuBefore = cpuSeconds(pids[name]);
      const result = wrk(url, 4);
      const cpuMs = ((cpuSeconds(pids[name]) - cpuBefore) * 1000) / Math.max(result.requests, 1);
      rounds.set(name, [...(rounds.get(name) ?? []), result.rps]);
      cpuRounds.set(name, [...(cpuRounds.get(name) ?? []), cpuMs]);
    }
  }
  const storefront = median(rounds.get('storefront, uncached') ?? []);
  const template = median(rounds.get('template strings, same query') ?? []);
  console.log(
    `\nuncached collection page of 250 products, median of ${values.rounds} rounds of ${values.seconds} s`,
  );
  for (const [name, list] of rounds)
    console.log(
      `${name.padEnd(32)} ${median(list).toFixed(1)} req/s  (${list.map((r) => r.toFixed(1)).join(' ')})`,
    );
  console.log(`ratio storefront / template: ${(storefront / template).toFixed(3)}`);
  const compared = rounds.get('compared storefront, uncached');
  if (compared)
    console.log(`ratio compared storefront / template: ${(median(compared) / template).toFixed(3)}`);
  // What a page costs the server's core, which a shared machine disturbs far less than req/s.
  const storefrontCpu = median(cpuRounds.get('storefront, uncached') ?? []);
  const templateCpu = median(cpuRounds.get('template strings, same query') ?? []);
  console.log('\nCPU time of the server process per page, median round (ms):');
  for (const [name, list] of cpuRounds)
    console.log(
      `${name.padEnd(32)} ${median(list).toFixed(1)} ms  (${list.map((r) => r.toFixed(1)).join(' ')})`,
    );
  console.log(
    `ratio by CPU time (template / storefront): ${(templateCpu / storefrontCpu).toFixed(3)}; pages per core-second: storefront ${(1000 / storefrontCpu).toFixed(1)}, template ${(1000 / templateCpu).toFixed(1)}`,
  );
  const comparedCpu = cpuRounds.get('compared storefront, uncached');
  if (comparedCpu)
    console.log(
      `ratio by CPU time (template / compared storefront): ${(templateCpu / median(comparedCpu)).toFixed(3)}`,
    );
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await processes.stopAll();
}
