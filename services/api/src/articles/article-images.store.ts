import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ArticleImageRendition } from '@solar/shared-contracts';
import { ARTICLE_IMAGE_PATH } from '@solar/shared-markdown';
import type { DataSource, EntityManager } from 'typeorm';

/** The table of WebP renditions (decision 052). No entity: its blob column's type differs by driver. */
export const ARTICLE_IMAGES_TABLE = 'article_images';

/** How many hex digits of the original's SHA-256 name an image in its address. */
export const IMAGE_HASH_LENGTH = 20;

export const renditionUrl = (hash: string, width: number): string => `${ARTICLE_IMAGE_PATH}${hash}-${width}.webp`;

/** `<hash>-<width>.webp`, as GET /api/images/:name receives it. */
export const RENDITION_NAME = /^([0-9a-f]{20})-(\d{1,5})\.webp$/;

export type StoredRendition = { hash: string; width: number; height: number; data: Buffer };

type SizeRow = { hash: string; width: number | string; height: number | string };

/** Reads and writes the renditions' rows: sizes without the bytes for pages, the bytes for one address. */
@Injectable()
export class ArticleImagesStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each image's renditions, narrowest first. */
  async renditionsOf(
    hashes: readonly string[],
    manager?: EntityManager,
  ): Promise<Map<string, ArticleImageRendition[]>> {
    const found = new Map<string, ArticleImageRendition[]>();
    const wanted = [...new Set(hashes)];
    if (wanted.length === 0) return found;
    const rows: SizeRow[] = await (manager ?? this.dataSource.manager)
      .createQueryBuilder()
      .select(['i.hash AS hash', 'i.width AS width', 'i.height AS height'])
      .from(ARTICLE_IMAGES_TABLE, 'i')
      .where('i.hash IN (:...wanted)', { wanted })
      .orderBy('i.width', 'ASC')
      .getRawMany();
    for (const row of rows) {
      const width = Number(row.width);
      const list = found.get(row.hash) ?? [];
      list.push({ width, height: Number(row.height), url: renditionUrl(row.hash, width) });
      found.set(row.hash, list);
    }
    return found;
  }

  async rendition(hash: string, width: number): Promise<Buffer | undefined> {
    const row: { data: Buffer | Uint8Array } | undefined = await this.dataSource.manager
      .createQueryBuilder()
      .select('i.data AS data')
      .from(ARTICLE_IMAGES_TABLE, 'i')
      .where('i.hash = :hash AND i.width = :width', { hash, width })
      .getRawOne();
    return row ? Buffer.from(row.data) : undefined;
  }

  /** Stores an image's renditions unless they are there already (the same bytes uploaded twice are one image). */
  async saveAll(renditions: readonly StoredRendition[], uploadedBy: string, manager: EntityManager): Promise<boolean> {
    const first = renditions[0];
    if (!first) return false;
    const existing = await manager
      .createQueryBuilder()
      .select('i.id')
      .from(ARTICLE_IMAGES_TABLE, 'i')
      .where('i.hash = :hash', { hash: first.hash })
      .getRawOne();
    if (existing) return false;
    for (const rendition of renditions)
      await manager
        .createQueryBuilder()
        .insert()
        .into(ARTICLE_IMAGES_TABLE)
        .values({
          hash: rendition.hash,
          width: rendition.width,
          height: rendition.height,
          byteLength: rendition.data.length,
          data: rendition.data,
          uploadedBy,
        })
        .execute();
    return true;
  }
}
