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

  /**
   * Stores an image's renditions unless they are there already (the same bytes uploaded twice are one image), and
   * either way marks the image used at `at`, so the cleanup leaves it alone for the grace period (decision 057).
   */
  async saveAll(
    renditions: readonly StoredRendition[],
    uploadedBy: string,
    at: number,
    manager: EntityManager,
  ): Promise<boolean> {
    const first = renditions[0];
    if (!first) return false;
    const existing = await manager
      .createQueryBuilder()
      .select('i.id')
      .from(ARTICLE_IMAGES_TABLE, 'i')
      .where('i.hash = :hash', { hash: first.hash })
      .getRawOne();
    // Stored, unless the cleanup removed it since that read: then it is stored afresh below.
    if (existing && (await this.markUsed([first.hash], at, manager)).has(first.hash)) return false;
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
          lastUsedAt: at,
        })
        .execute();
    return true;
  }

  /**
   * Sets lastUsedAt to `at` on every rendition of these images, and answers which of them are still stored. Only
   * the rows this transaction itself stamped count as stored: a snapshot read from earlier in the transaction may
   * still show an image the cleanup has deleted since, but never with this transaction's own stamp on it. Once
   * stamped, the cleanup's conditional delete no longer matches the image (decision 057).
   */
  async markUsed(hashes: readonly string[], at: number, manager: EntityManager): Promise<Set<string>> {
    // Sorted, so concurrent saves lock shared images in the same order.
    const wanted = [...new Set(hashes)].sort();
    if (wanted.length === 0) return new Set();
    await manager
      .createQueryBuilder()
      .update(ARTICLE_IMAGES_TABLE)
      .set({ lastUsedAt: at })
      .where('hash IN (:...wanted)', { wanted })
      .execute();
    const rows: { hash: string }[] = await manager
      .createQueryBuilder()
      .select('i.hash', 'hash')
      .distinct(true)
      .from(ARTICLE_IMAGES_TABLE, 'i')
      .where('i.hash IN (:...wanted) AND i.lastUsedAt = :at', { wanted, at })
      .getRawMany();
    return new Set(rows.map((row) => row.hash));
  }

  /** Up to `limit` images last used before `before`, in hash order after `after` (the cleanup's pages). */
  async idleSince(before: number, after: string, limit: number): Promise<string[]> {
    const rows: { hash: string }[] = await this.dataSource.manager
      .createQueryBuilder()
      .select('i.hash', 'hash')
      .distinct(true)
      .from(ARTICLE_IMAGES_TABLE, 'i')
      .where('i.lastUsedAt < :before AND i.hash > :after', { before, after })
      .orderBy('i.hash', 'ASC')
      .limit(limit)
      .getRawMany();
    return rows.map((row) => row.hash);
  }

  /**
   * Deletes an image's renditions only if it is still unused since `before`: a save or upload that stamped it
   * meanwhile makes this match nothing. Answers how many renditions went.
   */
  async removeIdle(hash: string, before: number, manager: EntityManager): Promise<number> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(ARTICLE_IMAGES_TABLE)
      .where('hash = :hash AND lastUsedAt < :before', { hash, before })
      .execute();
    return result.affected ?? 0;
  }
}

/** `/api/images/<hash>-<width>.webp` anywhere in Markdown: in an image, a link or plain text. */
const UPLOAD_ADDRESS = /\/api\/images\/([0-9a-f]{20})-\d{1,5}\.webp/g;

/** The uploads an article names: its cover and every upload address in its body. */
export function uploadsNamedBy(article: { coverImage: string | null; content: string }): string[] {
  const named = new Set<string>();
  if (article.coverImage) named.add(article.coverImage);
  for (const match of article.content.matchAll(UPLOAD_ADDRESS)) if (match[1]) named.add(match[1]);
  return [...named];
}
