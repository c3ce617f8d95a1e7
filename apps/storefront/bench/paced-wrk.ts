import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Latency at a set rate, measured by wrk (C, on CPU 1) rather than a Node generator that costs as
 * much CPU per request as the server it measures and collects garbage of its own (decision 0068).
 *
 * Method (decision 0073): each of `rate × pause` connections waits `pause` after every answer before
 * it sends its next request (wrk's Lua `delay`), so the connections together send about `rate`
 * requests a second, each with at most one request in flight. A stall of the server shorter than
 * the pause is measured in full by every request it delays: nothing that fell due during it is
 * held back unsent (the coordinated omission of a closed loop). A stall longer than the pause does
 * hold requests back; `maxMs` shows whether any came near that. The rate is slightly below the one
 * asked for by the latency itself (pause + latency per request and connection); `reached` says.
 */
export type PacedResult = {
  rate: number;
  reached: number;
  connections: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  maxMs: number;
  errors: number;
};

const pauseMs = 10;

const script = `
local pause = ${pauseMs}
function delay() return pause end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"durationUs":%d,"errors":%d,"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency:percentile(99.9), latency.max))
end
`;

const output = z.object({
  requests: z.number(),
  durationUs: z.number(),
  errors: z.number(),
  p50: z.number(),
  p90: z.number(),
  p99: z.number(),
  p999: z.number(),
  max: z.number(),
});

export function pacedWrk(
  url: string,
  options: { rate: number; seconds: number; workDir: string; headers?: string[] },
): PacedResult {
  const scriptPath = path.join(options.workDir, 'paced.lua');
  writeFileSync(scriptPath, script);
  const connections = Math.max(1, Math.round((options.rate * pauseMs) / 1000));
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
    rate: options.rate,
    reached: Math.round(parsed.requests / (parsed.durationUs / 1e6)),
    connections,
    p50: ms(parsed.p50),
    p90: ms(parsed.p90),
    p99: ms(parsed.p99),
    p999: ms(parsed.p999),
    maxMs: ms(parsed.max),
    errors: parsed.errors,
  };
}
