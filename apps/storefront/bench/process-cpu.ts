import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

/**
 * CPU seconds a process has used so far (user and system, all its threads), from /proc. On a machine
 * shared with other work, CPU time per request moves far less than requests per second: it counts
 * what a request costs, not how much of the core the process got.
 */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined || os.platform() !== 'linux') return Number.NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Process ids of a process and all its descendants (nginx's master and its worker), from /proc. */
export function processTree(pid: number | undefined): number[] {
  if (pid === undefined || os.platform() !== 'linux') return [];
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // Gone already.
  }
  return [pid, ...children.flatMap((child) => processTree(child))];
}

/** CPU seconds used so far by each of the given processes that is running. */
export function cpuSnapshot(pids: number[]): Map<number, number> {
  const snapshot = new Map<number, number>();
  for (const pid of pids) {
    try {
      snapshot.set(pid, cpuSeconds(pid));
    } catch {
      // Exited (nginx's cache loader leaves after its first minute).
    }
  }
  return snapshot;
}

/** CPU seconds used since `before` by the processes that ran at both times. */
export function cpuSince(before: Map<number, number>): number {
  let sum = 0;
  for (const [pid, seconds] of cpuSnapshot([...before.keys()])) sum += seconds - (before.get(pid) ?? seconds);
  return sum;
}
