import { readMinutesOf, renderArticleMarkdown } from '@solar/shared-markdown';
import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { seedArticles } from '../seed/seed-articles';
import { createdAt, datetime, id, int, varchar } from './column-builders';

const POSTS = 'blog_posts';
export const ARTICLE_IMAGES = 'article_images';

/** mediumblob on MySQL (a WebP rendition is larger than blob's 64 KB); SQLite has one blob type. */
const blobType = (queryRunner: QueryRunner): string =>
  queryRunner.connection.driver.options.type === 'mysql' || queryRunner.connection.driver.options.type === 'mariadb'
    ? 'mediumblob'
    : 'blob';

/**
 * Articles from the back office (decision 051) and their images (decision 052):
 * - blog_posts gains a status (draft or published; published with publishedAt still ahead is "scheduled"), a version
 *   for optimistic concurrency, the cover (alt text, and an uploaded image's hash; `image` keeps the bundled
 *   illustration's key), the rendered sanitised `html` beside the Markdown `content`, the reading time and createdAt;
 *   publishedAt becomes nullable (a draft has none).
 * - article_images holds every WebP rendition's bytes, one row per width, so every replica and every backup has them.
 * - The nine launch articles become published rows, unless their ids are already taken.
 */
export class Articles1732150000009 implements MigrationInterface {
  name = 'Articles1732150000009';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(POSTS, [
      new TableColumn(varchar('status', 20, { default: "'draft'" })),
      new TableColumn(int('version', { default: 1 })),
      new TableColumn(varchar('coverAlt', 300, { default: "''" })),
      new TableColumn(varchar('coverImage', 64, { isNullable: true })),
      new TableColumn({ name: 'html', type: 'text', isNullable: true }),
      new TableColumn(int('readMinutes', { default: 1 })),
      new TableColumn(createdAt(queryRunner)),
    ]);
    await queryRunner.changeColumn(
      POSTS,
      'publishedAt',
      new TableColumn(datetime('publishedAt', { isNullable: true })),
    );
    await queryRunner.createIndex(
      POSTS,
      new TableIndex({ name: 'IDX_blog_posts_status_publishedAt', columnNames: ['status', 'publishedAt'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: ARTICLE_IMAGES,
        columns: [
          id(),
          varchar('hash', 64),
          int('width'),
          int('height'),
          int('byteLength'),
          { name: 'data', type: blobType(queryRunner) },
          varchar('uploadedBy', 100),
          createdAt(queryRunner),
        ],
        indices: [{ name: 'IDX_article_images_hash_width', columnNames: ['hash', 'width'], isUnique: true }],
      }),
    );

    await insertSeedArticles(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(ARTICLE_IMAGES);
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from(POSTS)
      .where('id IN (:...ids)', { ids: seedArticles.map((article) => article.id) })
      .execute();
    await queryRunner.dropIndex(POSTS, 'IDX_blog_posts_status_publishedAt');
    // Drafts have no publishedAt; they take their creation time back, as the column's old default did.
    await queryRunner.manager
      .createQueryBuilder()
      .update(POSTS)
      .set({ publishedAt: () => 'createdAt' })
      .where('publishedAt IS NULL')
      .execute();
    await queryRunner.changeColumn(POSTS, 'publishedAt', new TableColumn(createdAt(queryRunner, 'publishedAt')));
    for (const column of ['status', 'version', 'coverAlt', 'coverImage', 'html', 'readMinutes', 'createdAt'])
      await queryRunner.dropColumn(POSTS, column);
  }
}

async function insertSeedArticles(queryRunner: QueryRunner): Promise<void> {
  const existing: { id: number | string }[] = await queryRunner.manager
    .createQueryBuilder()
    .select('id')
    .from(POSTS, 'p')
    .where('id IN (:...ids)', { ids: seedArticles.map((article) => article.id) })
    .getRawMany();
  const taken = new Set(existing.map((row) => Number(row.id)));
  const rows = seedArticles
    .filter((article) => !taken.has(article.id))
    .map((article) => ({
      id: article.id,
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      html: renderArticleMarkdown(article.content),
      image: article.illustration,
      coverAlt: '',
      category: article.category,
      author: article.author,
      status: 'published',
      version: 1,
      readMinutes: article.readMinutes || readMinutesOf(article.content),
      publishedAt: new Date(article.publishedAt),
      updatedAt: new Date(article.publishedAt),
      createdAt: new Date(article.publishedAt),
    }));
  if (rows.length === 0) return;
  await queryRunner.manager.createQueryBuilder().insert().into(POSTS).values(rows).execute();
}
