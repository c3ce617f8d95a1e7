/**
 * Starts the commerce service and the storefront as two processes (as in production, where the API
 * has its own host). Ctrl-C stops both: each finishes open requests, the commerce service closes
 * its database; if one of them dies, the other is stopped too, so no port is left taken.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');

type Service = { name: string; cwd: string; args: string[]; env?: Record<string, string> };
const services: Service[] = [
  {
    name: 'commerce',
    cwd: 'apps/commerce',
    args: dev ? ['--watch', 'src/main.ts'] : ['src/main.ts'],
    // glibc gives each of libvips' threads its own memory arena and keeps them: measured, one image
    // drawn at 60 sizes grew the process by 210 MB with the default and by 48 MB with two arenas.
    // On one's own machine mails go to the local outbox (/dev/outbox) unless SMTP_HOST is set;
    // a deployment sets SMTP_* and not this (decision 0045).
    env: { MALLOC_ARENA_MAX: '2', MAIL_OUTBOX: 'on' },
  },
  dev
    ? {
        name: 'storefront',
        cwd: 'apps/storefront',
        args: [
          path.join(root, 'node_modules/.bin/react-router'),
          'dev',
          '--port',
          process.env.STOREFRONT_PORT ?? '3000',
        ],
      }
    : { name: 'storefront', cwd: 'apps/storefront', args: ['server.ts'] },
];

const children = new Map<string, ChildProcess>();
let stopping = false;

function stopAll(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill(signal);
  // A child that ignores the signal must not keep the port: force it after a grace period.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 10_000).unref();
}

for (const service of services) {
  const child = spawn(process.execPath, service.args, {
    cwd: path.join(root, service.cwd),
    stdio: 'inherit',
    env: {
      NODE_ENV: dev ? 'development' : 'production',
      // Canonical URLs name the port the shop is started on, unless a public origin is configured.
      STOREFRONT_PUBLIC_URL: `http://localhost:${process.env.STOREFRONT_PORT ?? '3000'}`,
      ...service.env,
      ...process.env,
    },
  });
  children.set(service.name, child);
  child.on('exit', (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(`${service.name} exited (${signal ?? code}); stopping the others`);
      process.exitCode = 1;
      stopAll('SIGTERM');
    }
  });
}

// npm forwards Ctrl-C to the whole process group; we still relay it so both stop in order.
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
