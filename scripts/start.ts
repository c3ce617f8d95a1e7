/**
 * Starts the commerce service and the storefront as two processes (as in production, where the API
 * has its own host). Ctrl-C stops both: each finishes open requests, the commerce service closes
 * its database; if one of them dies, the other is stopped too, so no port is left taken.
 */
import path from 'node:path';
import { runProcessGroup, type Service } from './process-group.ts';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');

const defaults = {
  NODE_ENV: dev ? 'development' : 'production',
  // Canonical URLs name the port the shop is started on, unless a public origin is configured.
  STOREFRONT_PUBLIC_URL: `http://localhost:${process.env.STOREFRONT_PORT ?? '3000'}`,
};
// What the caller set wins over the defaults above.
const withCallerEnv = (env: Record<string, string>) => {
  const merged: Record<string, string> = { ...defaults, ...env };
  for (const key of Object.keys(merged)) {
    const given = process.env[key];
    if (given !== undefined) merged[key] = given;
  }
  return merged;
};

const services: Service[] = [
  {
    name: 'commerce',
    cwd: path.join(root, 'apps/commerce'),
    args: dev ? ['--watch', 'src/main.ts'] : ['src/main.ts'],
    // glibc gives each of libvips' threads its own memory arena and keeps them: measured, one image
    // drawn at 60 sizes grew the process by 210 MB with the default and by 48 MB with two arenas.
    // On one's own machine mails go to the local outbox (/dev/outbox) unless SMTP_HOST is set;
    // a deployment sets SMTP_* and not this (decision 0045).
    env: withCallerEnv({ MALLOC_ARENA_MAX: '2', MAIL_OUTBOX: 'on' }),
  },
  dev
    ? {
        name: 'storefront',
        cwd: path.join(root, 'apps/storefront'),
        args: [
          path.join(root, 'node_modules/.bin/react-router'),
          'dev',
          '--port',
          process.env.STOREFRONT_PORT ?? '3000',
        ],
        env: withCallerEnv({}),
      }
    : {
        name: 'storefront',
        cwd: path.join(root, 'apps/storefront'),
        args: ['server.ts'],
        env: withCallerEnv({}),
      },
];

await runProcessGroup(services);
