import { write, writeSync } from 'node:fs';
import type { DestinationStream } from 'pino';

/** Signals that end the process without an `exit` event: the lines still queued are written first. */
export const FLUSHED_SIGNALS: readonly NodeJS.Signals[] = ['SIGHUP', 'SIGQUIT', 'SIGABRT'];

const RETRY_MS = 10;
/** How long a line may wait for the lines after it: one write per this long at most, however busy. */
const BATCH_MS = 20;

/**
 * Log lines written to a file descriptor off the event loop, in batches: the lines of BATCH_MS are joined and
 * handed to the thread pool in one write, and the lines that come while it is in flight wait for the next. A
 * few writes a second however many requests (a write per line, synchronous, was the log's largest cost; one per
 * line through the thread pool would cost a thread hand-off each), and never a wait on a slow reader.
 */
export class BatchedFdWriter implements DestinationStream {
  private pending = '';
  private writing = false;
  private scheduled = false;
  private drained: (() => void)[] = [];
  private ending = false;
  private settled: (() => void)[] = [];

  constructor(private readonly fd: number) {}

  write(line: string): boolean {
    this.pending += line;
    if (!this.writing && !this.scheduled) {
      this.scheduled = true;
      setTimeout(this.startWrite, BATCH_MS).unref();
    }
    return true;
  }

  /**
   * Resolves when every line written so far has been written out (before a planned exit), or after `timeoutMs`
   * if the reader has stopped reading (`exit` then writes what is left synchronously).
   */
  whenDrained(timeoutMs = 2000): Promise<void> {
    if (!this.writing && this.pending === '') return Promise.resolve();
    return new Promise((done) => {
      const timer = setTimeout(done, timeoutMs);
      this.drained.push(() => {
        clearTimeout(timer);
        done();
      });
    });
  }

  /**
   * Starts no more writes, and resolves once the write in flight, if any, is done (or after `timeoutMs`): before a
   * signal ends the process, so that the lines handed to the thread pool are not lost and flushSync() then writes
   * the rest after them, in order.
   */
  stopWriting(timeoutMs = 1000): Promise<void> {
    this.ending = true;
    if (!this.writing) return Promise.resolve();
    return new Promise((done) => {
      const timer = setTimeout(done, timeoutMs);
      this.settled.push(() => {
        clearTimeout(timer);
        done();
      });
    });
  }

  /** Writes every queued line now, synchronously (on exit, where no callback would run any more). */
  flushSync(): void {
    const lines = Buffer.from(this.pending);
    this.pending = '';
    for (let done = 0; done < lines.length;) {
      try {
        done += writeSync(this.fd, lines, done);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_MS);
      }
    }
  }

  private readonly startWrite = (): void => {
    this.scheduled = false;
    if (this.writing || this.ending || this.pending === '') return;
    const lines = Buffer.from(this.pending);
    this.pending = '';
    this.writing = true;
    this.writeFrom(lines, 0);
  };

  private writeFrom(lines: Buffer, offset: number): void {
    write(this.fd, lines, offset, lines.length - offset, null, (error, written) => {
      if (error && error.code === 'EAGAIN') return void setTimeout(() => this.writeFrom(lines, offset), RETRY_MS);
      // Anything else (the reader has gone: EPIPE) drops these lines; the process goes on.
      if (!error && offset + written < lines.length) return this.writeFrom(lines, offset + written);
      this.writing = false;
      for (const done of this.settled.splice(0)) done();
      if (this.ending) return;
      if (this.pending !== '') return this.startWrite();
      for (const done of this.drained.splice(0)) done();
    });
  }
}

/**
 * Standard output written asynchronously (BatchedFdWriter on fd 1), so the event loop never waits on a pipe.
 * Nothing queued is lost when the process stops: main.ts waits for whenDrained() before a planned exit (after
 * SIGTERM/SIGINT), the queue is written synchronously on `exit` (process.exit anywhere, an uncaught exception),
 * and the signals above, which would end the process without one, let the write in flight finish, write the rest,
 * and then end it as they would have. Only SIGKILL (or a crash of Node itself) can lose lines: those of the last turn, and of a write in flight.
 */
export function asynchronousStdout(): BatchedFdWriter {
  const writer = new BatchedFdWriter(1);
  process.on('exit', () => writer.flushSync());
  for (const signal of FLUSHED_SIGNALS) {
    const flushThenEnd = () => {
      void writer.stopWriting().finally(() => {
        try {
          writer.flushSync();
        } finally {
          // Without this listener the signal's default action applies: the process ends as it would have.
          process.removeListener(signal, flushThenEnd);
          process.kill(process.pid, signal);
        }
      });
    };
    process.on(signal, flushThenEnd);
  }
  return writer;
}
