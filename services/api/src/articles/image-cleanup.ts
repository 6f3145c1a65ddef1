import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditLog } from '../audit';
import { RepeatingPass } from '../kit/repeating-pass';
import { runRetryingTransaction } from '../database/transactions';
import { Clock } from '../kit/clock';
import { ArticleImagesStore } from './article-images.store';
import { BlogPost } from './blog-post.entity';

/** An image no article names is kept this long after its upload or its last save in an article. */
export const IMAGE_GRACE_MS = 24 * 60 * 60_000;
export const IMAGE_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** The first pass after start-up: late enough that no test or short-lived process ever sees one. */
const FIRST_PASS_DELAY_MS = 5 * 60_000;
const LOGGER = new Logger('images');
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
  private readonly passes: RepeatingPass;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: ArticleImagesStore,
    private readonly audit: AuditLog,
    clock: Clock,
  ) {
    this.passes = new RepeatingPass({
      name: 'unused image cleanup',
      retrying: 'hourly',
      intervalMs: IMAGE_CLEANUP_INTERVAL_MS,
      run: (now) => this.removeUnused(now),
      now: () => clock.now(),
      logger: LOGGER,
    });
  }

  onApplicationBootstrap(): void {
    this.passes.start(FIRST_PASS_DELAY_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass now, after any pass still running; answers how many images it removed. */
  runOnce(now?: number): Promise<number> {
    return this.passes.runOnce(now);
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
    if (removed > 0) LOGGER.log({ message: `removed ${removed} unused article images`, removed });
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
}
