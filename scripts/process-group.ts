/**
 * Runs a set of processes as one: Ctrl-C (SIGINT) or SIGTERM stops them all, each finishing its
 * open requests; if one of them dies, the others are stopped too, so no port is left taken.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export type Service = {
  name: string;
  /** The program to run; Node (this one) unless given. */
  command?: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  /** URLs that must answer 2xx before this process starts (e.g. the API it needs at start). */
  startAfter?: string[];
};

async function waitUntilAnswering(url: string, stopped: () => boolean): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (!stopped()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet: the service is still migrating or seeding.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function runProcessGroup(services: Service[]): Promise<void> {
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

  // npm forwards Ctrl-C to the whole process group; we still relay it so all stop in order.
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));

  for (const service of services) {
    for (const url of service.startAfter ?? []) await waitUntilAnswering(url, () => stopping);
    if (stopping) return;
    const child = spawn(service.command ?? process.execPath, service.args, {
      cwd: service.cwd,
      stdio: 'inherit',
      env: { ...process.env, ...service.env },
    });
    children.set(service.name, child);
    child.on('error', (error) => {
      console.error(`${service.name} could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      children.delete(service.name);
      if (!stopping) {
        console.error(`${service.name} exited (${signal ?? code}); stopping the others`);
        process.exitCode = 1;
        stopAll('SIGTERM');
      }
    });
  }
}
