/**
 * `npm run bench:pages`: requests per second for one cached anonymous page (/de, brotli) served by
 * the storefront, by nginx serving the same bytes, and by a bare Node `http` server serving them, in
 * one run; plus the storefront rendering without its page cache. Each server is pinned to CPU 0 and
 * wrk to CPU 1. The three servers of the same bytes take turns for several short rounds and the
 * median round counts, so that other work on a shared machine weighs on all of them alike.
 *
 * Needs `npm run build`, and nginx and wrk (`apt-get install -y nginx-light wrk`).
 * Options: --seconds 3 --rounds 7 --connections 64 --products 2160
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '7' },
    connections: { type: 'string', default: '64' },
    products: { type: 'string', default: '2160' },
  },
});
const root = path.resolve(import.meta.dirname, '../../..');
const work = path.join(os.tmpdir(), `bench-pages-${process.pid}`);
mkdirSync(work, { recursive: true });
const ports = { commerce: 24100, storefront: 24101, uncached: 24102, nginx: 24103, bare: 24104 };
const children: ChildProcess[] = [];

function start(command: string, args: string[], cwd: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function waitFor(url: string, timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const exited = children.find((child) => child.exitCode !== null);
    if (exited) throw new Error(`${exited.spawnargs.join(' ')} exited with ${exited.exitCode}`);
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

type Result = { rps: number; p50: string; p99: string };

function wrk(url: string, connections = values.connections): Result {
  const output = execFileSync(
    'taskset',
    [
      '-c',
      '1',
      'wrk',
      '-t1',
      `-c${connections}`,
      `-d${values.seconds}s`,
      '--timeout',
      '30s',
      '--latency',
      '-H',
      'Accept-Encoding: br, gzip',
      url,
    ],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (non2xx) throw new Error(`${url}: ${non2xx} answers were not 2xx`);
  return { rps, p50: /50%\s+(\S+)/.exec(output)?.[1] ?? '?', p99: /99%\s+(\S+)/.exec(output)?.[1] ?? '?' };
}

const node = process.execPath;
const storefrontDir = path.join(root, 'apps/storefront');

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)] ?? { rps: 0, p50: '?', p99: '?' };
}

try {
  start(node, ['src/main.ts'], path.join(root, 'apps/commerce'), {
    COMMERCE_PORT: String(ports.commerce),
    PGLITE_DIR: path.join(root, `data/bench-pages-${values.products}`),
    SEED_PRODUCTS: values.products,
  });
  await waitFor(`http://127.0.0.1:${ports.commerce}/health/ready`);
  const storefrontEnv = { COMMERCE_API_URL: `http://127.0.0.1:${ports.commerce}` };

  // The storefront with its page cache; its answer's bytes go to the other two servers.
  start('taskset', ['-c', '0', node, 'server.ts'], storefrontDir, {
    ...storefrontEnv,
    STOREFRONT_PORT: String(ports.storefront),
  });
  await waitFor(`http://127.0.0.1:${ports.storefront}/health/ready`);
  const pageUrl = `http://127.0.0.1:${ports.storefront}/de`;
  const type = (await fetch(pageUrl)).headers.get('content-type') ?? 'text/html';
  execFileSync('curl', ['-sf', '-H', 'Accept-Encoding: br', '-o', path.join(work, 'de.br'), pageUrl]);

  const nginxConf = path.join(work, 'nginx.conf');
  writeFileSync(
    nginxConf,
    `worker_processes 1; daemon off; master_process off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
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
  start('taskset', ['-c', '0', 'nginx', '-c', nginxConf, '-p', work], work);

  const bareScript = path.join(work, 'bare.mjs');
  writeFileSync(
    bareScript,
    `import http from 'node:http'; import { readFileSync } from 'node:fs';
const body = readFileSync(${JSON.stringify(path.join(work, 'de.br'))});
const headers = { 'content-type': ${JSON.stringify(type)}, 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-length': body.byteLength };
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${ports.bare}, '127.0.0.1');
`,
  );
  start('taskset', ['-c', '0', node, bareScript], work);
  const servers = {
    'storefront (page cache)': pageUrl,
    'nginx (same bytes)': `http://127.0.0.1:${ports.nginx}/de`,
    'bare node:http (same bytes)': `http://127.0.0.1:${ports.bare}/de`,
  };
  for (const url of Object.values(servers)) await waitFor(url);
  const rounds = new Map<string, Result[]>();
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [name, url] of Object.entries(servers))
      rounds.set(name, [...(rounds.get(name) ?? []), wrk(url)]);
  }
  const results: Record<string, Result> = {};
  for (const [name, list] of rounds) results[name] = median(list);

  // The storefront rendering every request (PAGE_CACHE=off), for scale. Rendering takes tens of
  // milliseconds: a few connections keep the core busy.
  start('taskset', ['-c', '0', node, 'server.ts'], storefrontDir, {
    ...storefrontEnv,
    STOREFRONT_PORT: String(ports.uncached),
    PAGE_CACHE: 'off',
  });
  await waitFor(`http://127.0.0.1:${ports.uncached}/health/ready`);
  results['storefront without page cache'] = wrk(`http://127.0.0.1:${ports.uncached}/de`, '4');

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
} finally {
  for (const child of children) await stop(child).catch(() => undefined);
}
