import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditLog } from '../audit';
import { runRetryingTransaction } from '../payments/ledger-transaction';
import { Clock } from '../staff-auth/clock';
import { ArticleImagesStore } from './article-images.store';
import { BlogPost } from './blog-post.entity';

/** An image no article names is kept this long after its upload or its last save in an article. */
export const IMAGE_GRACE_MS = 24 * 60 * 60_000;
export const IMAGE_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** The first pass after start-up: late enough that no test or short-lived process ever sees one. */
const FIRST_PASS_DELAY_MS = 5 * 60_000;
/** Images looked at per query: each becomes one LIKE in the search of the articles. */
const PAGE_SIZE = 100;

export const ARTICLE_IMAGE_REMOVED = 'article-image.removed';

/**
 * Removes uploads no article names (decision 057): neither as a cover nor anywhere in a body, drafts included,
 * once they have been unused for IMAGE_GRACE_MS. Every replica runs it hourly; each removal is one conditional
 * delete (still unused since the cut-off) with its audit row, so replicas racing each other remove an image once,
 * and a save that names the image at that moment either stamps it first (it stays) or finds it gone (refused).
 */
@Injectable()
export class ImageCleanup implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('images');
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private pass: Promise<number> = Promise.resolve(0);
  private lastPassError: string | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: ArticleImagesStore,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(FIRST_PASS_DELAY_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass.catch(() => 0);
  }

  /** One pass now, after any pass still running; answers how many images it removed. */
  runOnce(now?: number): Promise<number> {
    const next = this.pass.catch(() => 0).then(() => this.removeUnused(now ?? this.clock.now()));
    this.pass = next;
    return next;
  }

  /** The pass itself, without waiting for another: tests run two at once, as two replicas would. */
  async removeUnused(now: number): Promise<number> {
    const before = now - IMAGE_GRACE_MS;
    let removed = 0;
    for (let after = ''; ;) {
      const idle = await this.store.idleSince(before, after, PAGE_SIZE);
      const named = await this.namedAmong(idle);
      for (const hash of idle) if (!named.has(hash) && (await this.remove(hash, before))) removed += 1;
      const last = idle[idle.length - 1];
      if (idle.length < PAGE_SIZE || last === undefined) break;
      after = last;
    }
    if (removed > 0) this.logger.log({ message: `removed ${removed} unused article images`, removed });
    return removed;
  }

  /** Which of these images some article names, as a cover or anywhere in its Markdown (a link counts too). */
  private async namedAmong(hashes: readonly string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const query = this.dataSource
      .getRepository(BlogPost)
      .createQueryBuilder('post')
      .select(['post.id', 'post.coverImage', 'post.content'])
      .where('post.coverImage IN (:...hashes)', { hashes });
    // A hash is 20 hex digits: nothing in it means anything to LIKE.
    hashes.forEach((hash, n) => query.orWhere(`post.content LIKE :named${n}`, { [`named${n}`]: `%${hash}%` }));
    const posts = await query.getMany();
    return new Set(hashes.filter((hash) => posts.some((p) => p.coverImage === hash || p.content.includes(hash))));
  }

  private remove(hash: string, before: number): Promise<boolean> {
    return runRetryingTransaction(this.dataSource, async (manager) => {
      const renditions = await this.store.removeIdle(hash, before, manager);
      if (renditions === 0) return false;
      await this.audit.record(
        {
          actor: null,
          action: ARTICLE_IMAGE_REMOVED,
          entityType: 'article-image',
          entityId: hash,
          before: { renditions, reason: 'named by no article', notUsedSince: new Date(before).toISOString() },
          after: null,
        },
        manager,
      );
      return true;
    });
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .then(() => this.passSucceeded())
        .catch((error: unknown) => this.passFailed(error))
        .finally(() => this.schedule(IMAGE_CLEANUP_INTERVAL_MS));
    }, delayMs);
    this.timer.unref();
  }

  /** Said once per run of failures (a database outage), not every hour. */
  private passFailed(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    if (reason !== this.lastPassError)
      this.logger.error({ message: `unused image cleanup failed, retrying hourly: ${reason}` });
    this.lastPassError = reason;
  }

  private passSucceeded(): void {
    if (this.lastPassError !== null) this.logger.log('unused image cleanup works again');
    this.lastPassError = null;
  }
}
