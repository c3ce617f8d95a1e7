/**
 * `npm run bench:pages`: requests per second for one cached anonymous page (/de, brotli) served by
 * the storefront, by the shop's own nginx configuration in front of it holding the page as a
 * shared cache (deploy/nginx, decision 0073), by nginx serving the same bytes as a static file, and
 * by a bare Node `http` server serving them (once with four header lines, once with the
 * storefront's own), and by the storefront with error reporting on, in one run; plus the storefront
 * rendering without its page cache. Each server (nginx in front: its worker and the storefront) is
 * pinned to CPU 0 and wrk to CPU 1. The servers of the same bytes take turns for several short
 * rounds and the median round counts, so that other work on a shared machine weighs on all of them
 * alike. Then the latency of the cached page at half
 * of each server's median maximum rate, paced by wrk on CPU 1 (bench/paced-wrk.ts: requests due at
 * a constant rate, and decision 0073's pause after each answer for comparison), in alternating
 * rounds: p99 should stay within 3× p50. The storefront runs as `npm start` runs it
 * (NODE_ENV=production, one log line per request).
 *
 * Needs `npm run build`, and nginx and wrk (`apt-get install -y nginx-light wrk`).
 * Options: --seconds 3 --rounds 7 --connections 64 --products 2160 --port-base 24100
 * --latency-seconds 6 --latency-rounds 5 --pacing schedule,pause --skip-uncached
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { nginxConfig } from '../../../scripts/nginx-config.ts';
import { BenchProcesses, wrk as bareWrk, type WrkResult } from './bench-processes.ts';
import { halfRateRuns, printHalfRate } from './paced-wrk.ts';
import { cpuSince, cpuSnapshot, processTree } from './process-cpu.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '7' },
    connections: { type: 'string', default: '64' },
    products: { type: 'string', default: '2160' },
    'port-base': { type: 'string', default: '24100' },
    'latency-seconds': { type: 'string', default: '6' },
    'latency-rounds': { type: 'string', default: '5' },
    pacing: { type: 'string', default: 'schedule,pause' },
    'skip-uncached': { type: 'boolean', default: false },
  },
});
const methodsSchema = z.array(z.enum(['schedule', 'pause'])).min(1);
const root = path.resolve(import.meta.dirname, '../../..');
const work = path.join(os.tmpdir(), `bench-pages-${process.pid}`);
mkdirSync(work, { recursive: true });
const portBase = Number(values['port-base']);
const ports = {
  commerce: portBase,
  storefront: portBase + 1,
  uncached: portBase + 2,
  nginx: portBase + 3,
  bare: portBase + 4,
  bareHeaders: portBase + 5,
  edge: portBase + 6,
  edgeCommerce: portBase + 7,
  reporting: portBase + 8,
};
const processes = new BenchProcesses();
const start = processes.start.bind(processes);
const waitFor = processes.waitFor.bind(processes);
const wrk = (url: string, connections = values.connections) =>
  bareWrk(url, {
    connections: Number(connections),
    seconds: Number(values.seconds),
    headers: ['Accept-Encoding: br, gzip'],
  });

type Result = WrkResult & { cpuUs?: number; storefrontCpuUs?: number };

const node = process.execPath;
const storefrontDir = path.join(root, 'apps/storefront');

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)] ?? { rps: 0, requests: 0, p50: '?', p99: '?' };
}

try {
  start(node, ['src/main.ts'], path.join(root, 'apps/commerce'), {
    COMMERCE_PORT: String(ports.commerce),
    PGLITE_DIR: path.join(root, `data/bench-pages-${values.products}`),
    SEED_PRODUCTS: values.products,
  });
  await waitFor(`http://127.0.0.1:${ports.commerce}/health/ready`);
  const storefrontEnv = { COMMERCE_API_URL: `http://127.0.0.1:${ports.commerce}`, NODE_ENV: 'production' };

  // The storefront with its page cache; its answer's bytes go to the other two servers.
  const storefrontProcess = start('taskset', ['-c', '0', node, 'server.ts'], storefrontDir, {
    ...storefrontEnv,
    STOREFRONT_PORT: String(ports.storefront),
  });
  await waitFor(`http://127.0.0.1:${ports.storefront}/health/ready`);
  // The same with error reporting on, as a production shop runs it (decision 0099). Nothing is sent
  // unless something fails; the DSN's port is closed.
  const reportingProcess = start('taskset', ['-c', '0', node, 'server.ts'], storefrontDir, {
    ...storefrontEnv,
    STOREFRONT_PORT: String(ports.reporting),
    SENTRY_DSN: 'http://bench@127.0.0.1:9/1',
    SENTRY_ENVIRONMENT: 'production',
  });
  await waitFor(`http://127.0.0.1:${ports.reporting}/health/ready`);
  const pageUrl = `http://127.0.0.1:${ports.storefront}/de`;
  const type = (await fetch(pageUrl)).headers.get('content-type') ?? 'text/html';
  execFileSync('curl', ['-sf', '-H', 'Accept-Encoding: br', '-o', path.join(work, 'de.br'), pageUrl]);

  const nginxConf = path.join(work, 'nginx.conf');
  writeFileSync(
    nginxConf,
    `worker_processes 1; daemon off; master_process off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  open_file_cache max=16 inactive=60s;
  keepalive_requests 10000000;
  server {
    listen 127.0.0.1:${ports.nginx};
    location = /de { root ${work}; default_type "${type}"; add_header Content-Encoding br; add_header Vary Accept-Encoding; try_files /de.br =404; }
  }
}
`,
  );
  const nginxProcess = start('taskset', ['-c', '0', 'nginx', '-c', nginxConf, '-p', work], work);

  // Bare Node twice: with the four headers nginx sends, and with the storefront's own header lines
  // (security headers, CSP with script hashes, ETag, caching: 1.2 kB, 19 lines), which Node
  // validates and writes per answer. The second is the floor for any Node server sending them.
  const storefrontHeaders = [...(await fetch(pageUrl, { headers: { 'accept-encoding': 'br' } })).headers]
    .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
    .flat();
  const bareScript = (port: number, headers: string) => {
    const script = path.join(work, `bare-${port}.mjs`);
    writeFileSync(
      script,
      `import http from 'node:http'; import { readFileSync } from 'node:fs';
const body = readFileSync(${JSON.stringify(path.join(work, 'de.br'))});
const headers = ${headers};
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${port}, '127.0.0.1');
`,
    );
    return script;
  };
  const bareProcess = start(
    'taskset',
    [
      '-c',
      '0',
      node,
      bareScript(
        ports.bare,
        `{ 'content-type': ${JSON.stringify(type)}, 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-length': body.byteLength }`,
      ),
    ],
    work,
  );
  const bareHeadersProcess = start(
    'taskset',
    ['-c', '0', node, bareScript(ports.bareHeaders, JSON.stringify(storefrontHeaders))],
    work,
  );
  // The shop's own nginx configuration in front of the storefront, as `npm run start:cluster` runs
  // it (master and one worker), holding /de in its shared cache.
  const edgeDir = path.join(work, 'edge');
  mkdirSync(edgeDir, { recursive: true });
  // Started as root, nginx's worker runs as `nobody` and must reach its cache below this folder.
  chmodSync(edgeDir, 0o755);
  const local = (port: number) => `127.0.0.1:${port}`;
  writeFileSync(
    path.join(edgeDir, 'nginx.conf'),
    nginxConfig({
      runDir: edgeDir,
      storefrontPort: ports.edge,
      commercePort: ports.edgeCommerce,
      storefronts: [local(ports.storefront)],
      commerces: [local(ports.commerce)],
      outbox: local(ports.commerce),
    }),
  );
  const edgeProcess = start(
    'taskset',
    ['-c', '0', 'nginx', '-p', edgeDir, '-c', path.join(edgeDir, 'nginx.conf')],
    edgeDir,
  );
  const edgeUrl = `http://127.0.0.1:${ports.edge}/de`;
  await waitFor(edgeUrl);
  const edgeStatus = (await fetch(edgeUrl, { headers: { 'accept-encoding': 'br' } })).headers.get(
    'x-cache-status',
  );

  // CPU per request counts every process that serves it: nginx in front is its master and worker
  // plus the storefront behind (which sees a request per second for the page).
  // nginx in front has a master, a worker and, for its first minute, a cache loader: its processes
  // are looked up afresh for each round.
  const known = (...list: (number | undefined)[]) => list.filter((pid) => pid !== undefined);
  const pids = new Map<string, () => number[]>([
    ['storefront (page cache)', () => known(storefrontProcess.pid)],
    ['storefront, error reporting on', () => known(reportingProcess.pid)],
    ['nginx in front, shop config', () => [...processTree(edgeProcess.pid), ...known(storefrontProcess.pid)]],
    ['nginx (same bytes)', () => known(nginxProcess.pid)],
    ['bare node:http (same bytes)', () => known(bareProcess.pid)],
    ['bare node + storefront headers', () => known(bareHeadersProcess.pid)],
  ]);
  const servers = {
    'storefront (page cache)': pageUrl,
    'storefront, error reporting on': `http://127.0.0.1:${ports.reporting}/de`,
    'nginx in front, shop config': edgeUrl,
    'nginx (same bytes)': `http://127.0.0.1:${ports.nginx}/de`,
    'bare node:http (same bytes)': `http://127.0.0.1:${ports.bare}/de`,
    'bare node + storefront headers': `http://127.0.0.1:${ports.bareHeaders}/de`,
  };
  for (const url of Object.values(servers)) await waitFor(url);
  const rounds = new Map<string, Result[]>();
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [name, url] of Object.entries(servers)) {
      // taskset runs each server in its own process (nginx without a master): its pid is the server's.
      const cpuBefore = cpuSnapshot(pids.get(name)?.() ?? []);
      const storefrontBefore = cpuSnapshot(pids.get('storefront (page cache)')?.() ?? []);
      const measured = wrk(url);
      const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(measured.requests, 1);
      const result: Result = {
        ...measured,
        cpuUs: perRequest(cpuSince(cpuBefore)),
        storefrontCpuUs: perRequest(cpuSince(storefrontBefore)),
      };
      rounds.set(name, [...(rounds.get(name) ?? []), result]);
    }
  }
  const results: Record<string, Result> = {};
  for (const [name, list] of rounds) results[name] = median(list);

  // Latency at half of each server's maximum rate, paced by wrk (bench/paced-wrk.ts).
  const latencyServers = [
    'storefront (page cache)',
    'nginx in front, shop config',
    'nginx (same bytes)',
    'bare node:http (same bytes)',
  ] as const;
  const latency = halfRateRuns(
    latencyServers.map((name) => ({
      name,
      url: servers[name],
      maxRps: results[name]?.rps ?? 0,
      pids: pids.get(name) ?? (() => []),
    })),
    {
      seconds: Number(values['latency-seconds']),
      rounds: Number(values['latency-rounds']),
      workDir: work,
      headers: ['Accept-Encoding: br, gzip'],
      methods: methodsSchema.parse(values.pacing.split(',')),
    },
  );

  // Requests answered while a page was made again by age, over the whole bench (decision 0082: none while the
  // change signals are heard), read before the uncached storefront starts.
  // curl, not fetch: fetch would reuse a connection the storefront closed while wrk ran (EPIPE).
  const remade = (() => {
    try {
      const text = execFileSync('curl', ['-sf', `http://127.0.0.1:${ports.storefront}/metrics`]).toString();
      return /page_cache_requests_total\{[^}]*result="stale"[^}]*\} (\d+)/.exec(text)?.[1] ?? 'not reported';
    } catch {
      return 'unknown (metrics did not answer)';
    }
  })();

  // The storefront rendering every request (PAGE_CACHE=off), for scale. Rendering takes tens of
  // milliseconds: a few connections keep the core busy.
  if (!values['skip-uncached']) {
    start('taskset', ['-c', '0', node, 'server.ts'], storefrontDir, {
      ...storefrontEnv,
      STOREFRONT_PORT: String(ports.uncached),
      PAGE_CACHE: 'off',
    });
    await waitFor(`http://127.0.0.1:${ports.uncached}/health/ready`);
    results['storefront without page cache'] = wrk(`http://127.0.0.1:${ports.uncached}/de`, '4');
  }

  const nginxRps = results['nginx (same bytes)']?.rps ?? 1;
  const bareRps = results['bare node:http (same bytes)']?.rps ?? 1;
  console.log(
    `\n/de (brotli, ${statSync(path.join(work, 'de.br')).size} bytes), ${values.connections} connections, median of ${values.rounds} rounds of ${values.seconds} s; servers on CPU 0, wrk on CPU 1\n`,
  );
  console.log('server                          req/s     p50       p99       × nginx  × bare node');
  for (const [name, result] of Object.entries(results)) {
    console.log(
      `${name.padEnd(32)}${result.rps.toFixed(0).padStart(8)}  ${result.p50.padEnd(9)} ${result.p99.padEnd(9)} ${(result.rps / nginxRps).toFixed(3).padStart(7)}  ${(result.rps / bareRps).toFixed(3).padStart(7)}`,
    );
  }
  // CPU time per request moves far less than req/s when other work shares the machine.
  console.log('\nCPU time of the server process per request, median round (µs):');
  for (const [name, list] of rounds) {
    const cpu = list.map((r) => r.cpuUs ?? Number.NaN).sort((a, b) => a - b);
    const median = cpu[Math.floor(cpu.length / 2)] ?? Number.NaN;
    console.log(
      `${name.padEnd(32)}${median.toFixed(1).padStart(8)}  → ${(1e6 / median).toFixed(0)} req/s per core`,
    );
  }
  // Behind nginx the storefront sees a request per page and encoding a second, plus its own timers.
  const edgeRounds = rounds.get('nginx in front, shop config') ?? [];
  const share = edgeRounds.map((r) => r.storefrontCpuUs ?? Number.NaN).sort((a, b) => a - b);
  console.log(
    `  of which the storefront behind nginx: ${(share[Math.floor(share.length / 2)] ?? Number.NaN).toFixed(1)} µs (median round)`,
  );
  console.log(
    `\nstorefront rounds (req/s): ${rounds
      .get('storefront (page cache)')
      ?.map((r) => r.rps.toFixed(0))
      .join(' ')}`,
  );
  console.log(
    `nginx rounds (req/s):      ${rounds
      .get('nginx (same bytes)')
      ?.map((r) => r.rps.toFixed(0))
      .join(' ')}`,
  );
  printHalfRate(latency, Number(values['latency-seconds']));
  console.log(
    `\nrequests the storefront answered with a page past its age, while making it again (stale hits; 0 = no refresh by age): ${remade}`,
  );
  console.log(
    `\nnginx in front answered the first request after the storefront's with X-Cache-Status ${edgeStatus}`,
  );
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await processes.stopAll();
  // The copies of the page and nginx's cache and temporary files.
  rmSync(work, { recursive: true, force: true });
}
