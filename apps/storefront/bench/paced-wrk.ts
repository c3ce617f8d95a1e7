import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { cpuSince, cpuSnapshot } from './process-cpu.ts';

/**
 * Latency at a set rate, measured by wrk (C, on CPU 1) rather than a Node generator that costs as
 * much CPU per request as the server it measures and collects garbage of its own (decision 0068).
 * Two ways of pacing it (decision 0078):
 *
 * - `schedule` (the figure): the requests fall due at a constant rate, the n-th at start + n/rate,
 *   whatever happened before, as visitors arrive. A connection that has its answer takes the next
 *   due time and waits for it (wrk's Lua `delay`, in whole milliseconds: requests due within the
 *   same millisecond go out together). There are `rate × 20 ms` connections, so a request waits
 *   for a free connection only when the server has held all of them for 20 ms; such requests are
 *   counted (`late`, and the longest wait, `maxLateMs`), since their latency is measured from the
 *   moment they were sent, not from when they fell due.
 * - `pause` (decision 0073's method, kept for comparison): each of `rate × 10 ms` connections waits
 *   10 ms after every answer. Its flaw: after any stall of the server all connections get their
 *   answers at once, and, each waiting the same 10 ms, send again at once, as one train, cycle after
 *   cycle; the server then sees bursts of all connections at its full speed and idles between
 *   them, for seconds after the stall. The figure then measures the trains, not the rate.
 */
export type PacedResult = {
  method: PacingMethod;
  rate: number;
  reached: number;
  connections: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  maxMs: number;
  errors: number;
  /** `schedule` only: requests sent more than 1 ms after they fell due, and the longest such wait. */
  late: number;
  maxLateMs: number;
};

export type PacingMethod = 'schedule' | 'pause';

const pauseMs = 10;
const scheduleAheadMs = 20;

const report = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function done(summary, latency, requests)
  local e = summary.errors
  local late, maxLate = 0, 0
  for _, t in ipairs(threads) do
    late = late + (t:get("late") or 0)
    maxLate = math.max(maxLate, t:get("max_late") or 0)
  end
  io.write(string.format('\\n{"requests":%d,"durationUs":%d,"errors":%d,"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d,"late":%d,"maxLateUs":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency:percentile(99.9), latency.max,
    late, maxLate))
end
`;

const scripts: Record<PacingMethod, (rate: number) => string> = {
  pause: () => `
late, max_late = 0, 0
function delay() return ${pauseMs} end
${report}`,
  // LuaJIT's FFI reads the monotonic clock: wrk's Lua has no clock of its own.
  schedule: (rate) => `
local ffi = require("ffi")
ffi.cdef[[ typedef struct { long tv_sec; long tv_nsec; } paced_timespec; int clock_gettime(int clock, paced_timespec *tp); ]]
local now_ts = ffi.new("paced_timespec")
local function now_us()
  ffi.C.clock_gettime(1, now_ts)
  return tonumber(now_ts.tv_sec) * 1e6 + tonumber(now_ts.tv_nsec) / 1e3
end
local interval_us = 1e6 / ${rate}
local start_us = nil
local sent = 0
late, max_late = 0, 0
function delay()
  local now = now_us()
  if start_us == nil then start_us = now end
  sent = sent + 1
  local due = start_us + sent * interval_us
  if due <= now then
    local waited = now - due
    if waited > 1000 then late = late + 1 end
    if waited > max_late then max_late = math.floor(waited) end
    return 0
  end
  return math.floor((due - now) / 1000)
end
${report}`,
};

const output = z.object({
  requests: z.number(),
  durationUs: z.number(),
  errors: z.number(),
  p50: z.number(),
  p90: z.number(),
  p99: z.number(),
  p999: z.number(),
  max: z.number(),
  late: z.number(),
  maxLateUs: z.number(),
});

export function pacedWrk(
  url: string,
  options: { rate: number; seconds: number; workDir: string; headers?: string[]; method?: PacingMethod },
): PacedResult {
  const method = options.method ?? 'schedule';
  const scriptPath = path.join(options.workDir, `paced-${method}.lua`);
  writeFileSync(scriptPath, scripts[method](options.rate));
  const windowMs = method === 'schedule' ? scheduleAheadMs : pauseMs;
  const connections = Math.max(16, Math.round((options.rate * windowMs) / 1000));
  const headers = (options.headers ?? []).flatMap((header) => ['-H', header]);
  const text = execFileSync(
    'taskset',
    [
      '-c',
      '1',
      'wrk',
      '-t1',
      `-c${connections}`,
      `-d${options.seconds}s`,
      '--timeout',
      '30s',
      '-s',
      scriptPath,
      ...headers,
      url,
    ],
    { encoding: 'utf8' },
  );
  const line = text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .at(-1);
  const parsed = output.parse(JSON.parse(line ?? '{}'));
  const ms = (us: number) => us / 1000;
  return {
    method,
    rate: options.rate,
    reached: Math.round(parsed.requests / (parsed.durationUs / 1e6)),
    connections,
    p50: ms(parsed.p50),
    p90: ms(parsed.p90),
    p99: ms(parsed.p99),
    p999: ms(parsed.p999),
    maxMs: ms(parsed.max),
    errors: parsed.errors,
    late: parsed.late,
    maxLateMs: ms(parsed.maxLateUs),
  };
}

/** One server of the half-rate table: its URL, its median maximum rate and the processes serving it. */
export type HalfRateServer = { name: string; url: string; maxRps: number; pids: () => number[] };
export type HalfRateRun = PacedResult & { busy: number };

/**
 * Each server at half its maximum rate, `rounds` times per method, the servers taking turns so that
 * other work on a shared machine weighs on all of them alike. `busy` is the share of one core the
 * server's processes used meanwhile: about one half when half the maximum rate costs, per request,
 * what the maximum did.
 */
export function halfRateRuns(
  servers: HalfRateServer[],
  options: { seconds: number; rounds: number; workDir: string; headers: string[]; methods: PacingMethod[] },
): Map<PacingMethod, Map<string, HalfRateRun[]>> {
  const runs = new Map<PacingMethod, Map<string, HalfRateRun[]>>();
  for (let round = 0; round < options.rounds; round++) {
    for (const method of options.methods) {
      const byServer = runs.get(method) ?? new Map<string, HalfRateRun[]>();
      runs.set(method, byServer);
      for (const server of servers) {
        const before = cpuSnapshot(server.pids());
        const started = performance.now();
        const result = pacedWrk(server.url, { ...options, method, rate: Math.round(server.maxRps / 2) });
        const busy = cpuSince(before) / ((performance.now() - started) / 1000);
        byServer.set(server.name, [...(byServer.get(server.name) ?? []), { ...result, busy }]);
      }
    }
  }
  return runs;
}

const ratio = (run: HalfRateRun) => run.p99 / run.p50;

export function printHalfRate(runs: Map<PacingMethod, Map<string, HalfRateRun[]>>, seconds: number): void {
  const describe: Record<PacingMethod, string> = {
    schedule: `requests due at a constant rate, ${scheduleAheadMs} ms of connections`,
    pause: `each connection waiting ${pauseMs} ms after an answer (decision 0073)`,
  };
  for (const [method, byServer] of runs) {
    console.log(
      `\nat half of the maximum rate, ${method}: ${describe[method]}; ${seconds} s per run, median run by p99/p50, ms:`,
    );
    console.log(
      'server                          rate   reached conns  busy   p50      p90      p99      p99.9    max      p99/p50  each run   late',
    );
    for (const [name, list] of byServer) {
      const sorted = [...list].sort((a, b) => ratio(a) - ratio(b));
      const r = sorted[Math.floor(sorted.length / 2)];
      if (r === undefined) continue;
      const late = method === 'schedule' ? `${r.late} (≤ ${r.maxLateMs.toFixed(1)} ms)` : '';
      console.log(
        `${name.padEnd(32)}${String(r.rate).padStart(6)} ${String(r.reached).padStart(8)} ${String(r.connections).padStart(5)} ${`${(r.busy * 100).toFixed(0)}%`.padStart(5)}  ${[r.p50, r.p90, r.p99, r.p999, r.maxMs].map((v) => v.toFixed(3).padEnd(8)).join(' ')} ${ratio(r).toFixed(2).padStart(7)}  ${list.map((run) => ratio(run).toFixed(1)).join(' ')}  ${late}${r.errors ? `  (${r.errors} errors)` : ''}`,
      );
    }
  }
}
