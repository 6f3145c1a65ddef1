import type { Logger } from '@nestjs/common';

export type RepeatingPassOptions = {
  /** The pass as the log names it: "outbox pass", "unused image cleanup". */
  name: string;
  /** How a failing pass is retried, as the log says it: "every 1000 ms", "hourly". */
  retrying: string;
  intervalMs: number;
  run: (now: number) => Promise<number>;
  now: () => number;
  logger: Pick<Logger, 'log' | 'error'>;
};

/**
 * A pass each API replica repeats on a timer (the email outbox, the image cleanup): one at a time in this process,
 * the next scheduled when one ends, a failure said once per outage and its end once, and a shutdown that waits for
 * the pass in flight. Replicas keep out of each other's way through the database, not here.
 */
export class RepeatingPass {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private pass: Promise<number> = Promise.resolve(0);
  private lastError: string | null = null;

  constructor(private readonly options: RepeatingPassOptions) {}

  start(firstDelayMs = this.options.intervalMs): void {
    this.schedule(firstDelayMs);
  }

  /** One pass now, after any pass still running; answers what the pass counted. */
  runOnce(now?: number): Promise<number> {
    const next = this.pass.catch(() => 0).then(() => this.options.run(now ?? this.options.now()));
    this.pass = next;
    return next;
  }

  /** No pass after this one; the one in flight finishes first. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass.catch(() => 0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .then(() => this.succeeded())
        .catch((error: unknown) => this.failed(error))
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private failed(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    const { name, retrying, logger } = this.options;
    if (reason !== this.lastError) logger.error({ message: `${name} failed, retrying ${retrying}: ${reason}` });
    this.lastError = reason;
  }

  private succeeded(): void {
    if (this.lastError !== null) this.options.logger.log(`${this.options.name} works again`);
    this.lastError = null;
  }
}
