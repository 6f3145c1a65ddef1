import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ArticleImageUploadResponse } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { type AuditActor, AuditLog } from '../audit';
import { isUniqueViolation } from '../database/unique-violation';
import { runRetryingTransaction } from '../database/transactions';
import { Clock } from '../kit/clock';
import { ArticleImagesStore, renditionUrl } from './article-images.store';
import { processUpload } from './image-renditions';

export const ARTICLE_IMAGE_UPLOADED = 'article-image.uploaded';

/** Uploads (decision 052): checked, cleaned and resized here, stored in the database beside the articles. */
@Injectable()
export class ArticleImagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: ArticleImagesStore,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async upload(bytes: Buffer, actor: AuditActor): Promise<ArticleImageUploadResponse> {
    const image = await processUpload(bytes);
    const renditions = image.renditions.map(({ width, height }) => ({
      width,
      height,
      url: renditionUrl(image.hash, width),
    }));
    try {
      await this.save(image, renditions, actor);
    } catch (error) {
      // The same bytes uploaded twice at once: the other upload stored the very same renditions.
      if (!isUniqueViolation(error)) throw error;
    }
    const widest = renditions[renditions.length - 1];
    return {
      image: image.hash,
      width: widest?.width ?? image.width,
      height: widest?.height ?? image.height,
      renditions,
    };
  }

  private async save(
    image: Awaited<ReturnType<typeof processUpload>>,
    renditions: ArticleImageUploadResponse['renditions'],
    actor: AuditActor,
  ): Promise<void> {
    // MySQL may roll it back as a deadlock victim (the same bytes uploaded twice at once, or the cleanup at work).
    await runRetryingTransaction(this.dataSource, async (manager) => {
      const added = await this.store.saveAll(image.renditions, actor.username, this.clock.now(), manager);
      await this.audit.record(
        {
          actor,
          action: ARTICLE_IMAGE_UPLOADED,
          entityType: 'article-image',
          entityId: image.hash,
          before: null,
          after: { width: image.width, height: image.height, renditions: renditions.map((r) => r.width), added },
        },
        manager,
      );
    });
  }
}
