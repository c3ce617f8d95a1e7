import { writeSync } from 'node:fs';

/** Buffers taken by the exit hook below: what they hold is written when the process exits. */
const open = new Set<LineBuffer>();
let exitHooked = false;

/**
 * A log destination that collects lines and writes them with one synchronous `write` once they
 * reach `minBytes`, when flushed (a timer, shutdown) and at exit (decision 0068). It keeps the lines
 * as they come and joins them only to write: pino's SonicBoom appends each line to one growing
 * string and measures it again per line, which made a busy server copy kilobytes per request; its
 * asynchronous mode also hands each write to libuv's thread pool, whose thread wake-ups cost a
 * one-core server more than the write. Writing synchronously is what pino does by default (one
 * write per line); a pipe that is full makes the server wait, as it would then.
 */
export class LineBuffer {
  private lines: string[] = [];
  private length = 0;
  private readonly fd: number;
  private readonly minBytes: number;

  constructor(fd: number, minBytes: number) {
    this.fd = fd;
    this.minBytes = minBytes;
    open.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.once('exit', () => {
        for (const buffer of open) buffer.flushSync();
      });
    }
  }

  /** Takes one line (pino's destination interface); its string length stands in for its bytes. */
  write(line: string): boolean {
    this.lines.push(line);
    this.length += line.length;
    if (this.length >= this.minBytes) this.flushSync();
    return true;
  }

  /** pino's `logger.flush(cb)` calls this. */
  flush(callback?: (error?: Error) => void): void {
    this.flushSync();
    callback?.();
  }

  flushSync(): void {
    if (this.lines.length === 0) return;
    const bytes = Buffer.from(this.lines.join(''), 'utf8');
    this.lines = [];
    this.length = 0;
    writeAll(this.fd, bytes);
  }
}

/**
 * Writes all bytes; a non-blocking descriptor that is full (EAGAIN) is tried again for up to a
 * second. Lines that cannot be written (the reader is gone or stuck) are dropped: a log that cannot
 * be written must not fail the request that logged.
 */
function writeAll(fd: number, bytes: Buffer): void {
  let offset = 0;
  let attempts = 0;
  while (offset < bytes.byteLength) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const full = error instanceof Error && 'code' in error && error.code === 'EAGAIN';
      if (!full || ++attempts > 100) return;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
