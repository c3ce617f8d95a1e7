/**
 * The shop as it runs in production on several machines, on this one: N storefront and N commerce
 * processes sharing one PostgreSQL database, behind nginx as the load balancer
 * (deploy/nginx/cluster.conf.template). Visitors use the same ports as with `npm start`.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/shop npm run start:cluster -- --instances 2
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { nginxConfig } from './nginx-config.ts';
import { runProcessGroup, type Service } from './process-group.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    instances: { type: 'string' },
    // For the end-to-end suite: start from an empty database, as `npm test` does with PGlite.
    'fresh-database': { type: 'boolean', default: false },
  },
});
const settings = z
  .object({
    instances: z.coerce.number().int().min(1).max(16),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
    STOREFRONT_PORT: z.coerce.number().int().min(1).max(65535),
    COMMERCE_PORT: z.coerce.number().int().min(1).max(65535),
    NGINX: z.string(),
  })
  .parse({
    instances: values.instances ?? process.env.CLUSTER_INSTANCES ?? 2,
    DATABASE_URL: process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/shop',
    STOREFRONT_PORT: process.env.STOREFRONT_PORT ?? 3000,
    COMMERCE_PORT: process.env.COMMERCE_PORT ?? 4000,
    NGINX: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
  });

if (!existsSync(settings.NGINX)) {
  console.error(
    `nginx is missing at ${settings.NGINX}: install it (apt-get install nginx-light) or set NGINX_PATH`,
  );
  process.exit(1);
}

/** Creates the shop's database on the server when it does not exist yet, as `npm start` does for PGlite. */
async function ensureDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsupported database name "${name}"`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}
await ensureDatabase(settings.DATABASE_URL, values['fresh-database']);

// Instances listen on the ports right above the public ones: storefront 3000 → 3001, 3002, …
const ports = (base: number) => Array.from({ length: settings.instances }, (_, i) => base + 1 + i);
const storefrontPorts = ports(settings.STOREFRONT_PORT);
const commercePorts = ports(settings.COMMERCE_PORT);
const publicStorefront = process.env.STOREFRONT_PUBLIC_URL ?? `http://localhost:${settings.STOREFRONT_PORT}`;
const publicCommerce = process.env.COMMERCE_PUBLIC_URL ?? `http://localhost:${settings.COMMERCE_PORT}`;

const runDir = mkdtempSync(path.join(tmpdir(), 'shop-cluster-'));
mkdirSync(runDir, { recursive: true });
// Started as root, nginx runs its workers as `nobody`; they write request bodies and large answers
// to temporary files below this directory (nginx makes those folders theirs), so they must reach it.
chmodSync(runDir, 0o755);
process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
const local = (list: number[]) => list.map((port) => `127.0.0.1:${port}`);
const config = nginxConfig({
  runDir,
  storefrontPort: settings.STOREFRONT_PORT,
  commercePort: settings.COMMERCE_PORT,
  storefronts: local(storefrontPorts),
  commerces: local(commercePorts),
  outbox: `127.0.0.1:${commercePorts[0]}`,
});
writeFileSync(path.join(runDir, 'nginx.conf'), config);

const shared = {
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  DATABASE_URL: settings.DATABASE_URL,
  STOREFRONT_PUBLIC_URL: publicStorefront,
  COMMERCE_PUBLIC_URL: publicCommerce,
  // Each instance reaches the commerce service through the balancer, as a browser does.
  COMMERCE_API_URL: process.env.COMMERCE_API_URL ?? `http://127.0.0.1:${settings.COMMERCE_PORT}`,
  STOREFRONT_ORIGIN: process.env.STOREFRONT_ORIGIN ?? publicStorefront,
  TRUST_PROXY: 'on',
  MALLOC_ARENA_MAX: '2',
};

/**
 * Without an SMTP server the mails stay in one local outbox (decision 0045): the first commerce
 * instance keeps it on a fixed port, the others send to it by SMTP, and nginx routes /dev/outbox
 * to the first, so every mail shows on one page whichever instance sent it.
 */
const outboxPort = settings.COMMERCE_PORT + settings.instances + 1;
function mailOf(instance: number): Record<string, string> {
  if (process.env.SMTP_HOST) return {};
  return instance === 0
    ? { MAIL_OUTBOX: 'on', MAIL_OUTBOX_PORT: String(outboxPort) }
    : { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(outboxPort) };
}

const services: Service[] = [
  ...commercePorts.map((port, i) => ({
    name: `commerce-${i + 1}`,
    cwd: path.join(root, 'apps/commerce'),
    args: ['src/main.ts'],
    env: { ...shared, ...mailOf(i), COMMERCE_PORT: String(port), COMMERCE_HOST: '127.0.0.1' },
  })),
  ...storefrontPorts.map((port, i) => ({
    name: `storefront-${i + 1}`,
    cwd: path.join(root, 'apps/storefront'),
    args: ['server.ts'],
    env: { ...shared, STOREFRONT_PORT: String(port) },
    // A storefront started before its API would cache pages without their catalogue.
    startAfter: i === 0 ? [`http://127.0.0.1:${commercePorts[0]}/health/ready`] : [],
  })),
  {
    name: 'nginx',
    command: settings.NGINX,
    args: ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')],
    cwd: runDir,
    // Only when every instance listens, so the balancer never marks one dead at start.
    startAfter: [
      ...commercePorts.map((port) => `http://127.0.0.1:${port}/health/ready`),
      ...storefrontPorts.map((port) => `http://127.0.0.1:${port}/health/live`),
    ],
  },
];

console.log(
  `cluster: ${settings.instances} storefront + ${settings.instances} commerce on ${new URL(settings.DATABASE_URL).pathname.slice(1)}, ` +
    `nginx on :${settings.STOREFRONT_PORT} and :${settings.COMMERCE_PORT}`,
);
await runProcessGroup(services);
