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
