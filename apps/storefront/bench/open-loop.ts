/**
 * An open-loop load generator for the latency figure of `npm run bench:pages`: GET requests fall due
 * at a fixed rate whatever the server does, and each one's latency runs from the moment it fell due,
 * so time spent waiting for a free connection counts (as wrk2 measures; autocannon's rate limit
 * instead sends each connection's share of a second as a burst and then waits, which measures a
 * burst at full load). Keep-alive connections, one request in flight on each; the answer is read up
 * to its Content-Length.
 *
 *   node open-loop.ts --url http://127.0.0.1:3000/de --rate 9000 --seconds 10 --connections 64
 *
 * Prints one JSON line: the rate reached and latency percentiles in milliseconds. The first second
 * warms up and is not counted.
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    rate: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
  },
});
const target = new URL(z.string().parse(values.url));
const rate = z.coerce.number().positive().parse(values.rate);
const seconds = z.coerce.number().positive().parse(values.seconds);
const connectionCount = z.coerce.number().int().positive().parse(values.connections);

const request = Buffer.from(
  `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nAccept-Encoding: br, gzip\r\n\r\n`,
  'latin1',
);
const headerEnd = Buffer.from('\r\n\r\n');
const warmUpMs = 1000;
const intervalMs = 1000 / rate;
const total = Math.floor(rate * (seconds + warmUpMs / 1000));
const latencies = new Float64Array(total);

type Connection = {
  socket: net.Socket;
  dueAt: number;
  head: Buffer | null;
  remaining: number;
  inFlight: boolean;
};

let recorded = 0;
let failed = 0;
let completed = 0;
const start = performance.now();
let nextIndex = 0;
/** Due times of requests waiting for a free connection, in order. */
const waiting: number[] = [];
const idle: Connection[] = [];
let finished = false;

function send(connection: Connection, dueAt: number): void {
  connection.dueAt = dueAt;
  connection.head = null;
  connection.remaining = -1;
  connection.inFlight = true;
  connection.socket.write(request);
}

function finish(connection: Connection, status: number): void {
  const now = performance.now();
  connection.inFlight = false;
  if (status < 200 || status >= 400) failed += 1;
  else if (connection.dueAt - start >= warmUpMs) latencies[recorded++] = now - connection.dueAt;
  completed += 1;
  const due = waiting.shift();
  if (due === undefined) idle.push(connection);
  else send(connection, due);
}

function onData(connection: Connection, chunk: Buffer, status: { code: number }): void {
  if (connection.remaining < 0) {
    const head = connection.head ? Buffer.concat([connection.head, chunk]) : chunk;
    const end = head.indexOf(headerEnd);
    if (end === -1) {
      connection.head = head;
      return;
    }
    const text = head.toString('latin1', 0, end);
    status.code = Number(text.slice(9, 12));
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text)?.[1] ?? 0);
    connection.remaining = length - (head.byteLength - end - headerEnd.byteLength);
  } else {
    connection.remaining -= chunk.byteLength;
  }
  if (connection.remaining <= 0) finish(connection, status.code);
}

async function open(): Promise<Connection> {
  const socket = net.connect(Number(target.port || 80), target.hostname);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const connection: Connection = { socket, dueAt: 0, head: null, remaining: -1, inFlight: false };
  const status = { code: 0 };
  socket.on('data', (chunk: Buffer) => onData(connection, chunk, status));
  // An error is followed by close; a request still under way on a closed connection failed, and
  // the connection is replaced, so the run neither loses nor waits for it.
  socket.on('error', () => undefined);
  socket.once('close', () => {
    const at = idle.indexOf(connection);
    if (at !== -1) idle.splice(at, 1);
    if (connection.inFlight) {
      connection.inFlight = false;
      failed += 1;
    }
    if (!finished) void open().then(replace, () => undefined);
  });
  return connection;
}

/** A new connection takes the next waiting request, or waits for one. */
function replace(connection: Connection): void {
  const due = waiting.shift();
  if (due === undefined) idle.push(connection);
  else send(connection, due);
}

idle.push(...(await Promise.all(Array.from({ length: connectionCount }, open))));

await new Promise<void>((resolve) => {
  const tick = (): void => {
    const now = performance.now();
    while (nextIndex < total && start + nextIndex * intervalMs <= now) {
      const due = start + nextIndex * intervalMs;
      nextIndex += 1;
      // The connection idle longest first: none sits unused past the server's keep-alive timeout.
      const free = idle.shift();
      if (free) send(free, due);
      else waiting.push(due);
    }
    if (completed + failed >= total || now - start > (seconds + 30) * 1000) {
      resolve();
      return;
    }
    setImmediate(tick);
  };
  tick();
});
finished = true;
for (const connection of idle) connection.socket.destroy();

const sorted = latencies.slice(0, recorded).sort();
const at = (quantile: number) => Number((sorted[Math.floor(quantile * (recorded - 1))] ?? 0).toFixed(3));
console.log(
  JSON.stringify({
    rate,
    reached: Math.round(recorded / seconds),
    failed,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    p999: at(0.999),
    max: at(1),
  }),
);
process.exit(0);
