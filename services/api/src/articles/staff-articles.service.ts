import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  ARTICLE_CONFLICT_MESSAGE,
  type ArticleDraftRequest,
  type ArticleImageRendition,
  type ArticleScheduleRequest,
  type ArticleVersionRequest,
  type Page,
  type StaffArticle,
  type StaffArticleQuery,
  type StaffArticleSummary,
} from '@solar/shared-contracts';
import { imageSourcesIn, type ImageSize, readMinutesOf, renderArticleMarkdown } from '@solar/shared-markdown';
import type { DataSource, EntityManager, QueryDeepPartialEntity, Repository } from 'typeorm';
import { pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { type AuditActor, AuditLog } from '../audit';
import { containsPattern } from '../database/contains-search';
import { runRetryingTransaction } from '../database/transactions';
import { Clock } from '../kit/clock';
import { ArticleImagesStore, RENDITION_NAME, uploadsNamedBy } from './article-images.store';
import { coverOf, statusOf } from './article-view';
import { ArticlesService } from './articles.service';
import { BlogPost } from './blog-post.entity';

const POST = 'post';

/** Whole seconds: MySQL's datetime keeps none of the fraction (MySQL rounds it, which could put "now" a moment ahead). */
const toSecond = (at: number): Date => new Date(Math.floor(at / 1000) * 1000);

export const ARTICLE_CREATED = 'article.created';
export const ARTICLE_UPDATED = 'article.updated';
export const ARTICLE_PUBLISHED = 'article.published';
export const ARTICLE_SCHEDULED = 'article.scheduled';
export const ARTICLE_UNPUBLISHED = 'article.unpublished';
export const ARTICLE_DELETED = 'article.deleted';

/** A TEXT column holds 65,535 bytes: the rendered HTML must fit beside its Markdown. */
const HTML_MAX_BYTES = 65_535;

/** What the audit log keeps of an article: everything but the body, whose length and reading time stand for it. */
function audited(post: BlogPost | StaffArticle): Record<string, unknown> {
  return {
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    author: post.author,
    status: post.status,
    publishedAt: post.publishedAt instanceof Date ? post.publishedAt.toISOString() : post.publishedAt,
    coverImage: post.coverImage ?? null,
    coverAlt: post.coverAlt,
    contentLength: post.content.length,
    version: post.version,
  };
}

/** Articles as the back office reads and changes them; every change is audited in its own transaction. */
@Injectable()
export class StaffArticlesService {
  constructor(
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly articles: ArticlesService,
    private readonly images: ArticleImagesStore,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async list(query: StaffArticleQuery): Promise<Page<StaffArticleSummary>> {
    const { skip, pageSize } = pageOf(query);
    const now = this.articles.storedInstant(this.clock.now());
    const builder = this.posts
      .createQueryBuilder(POST)
      .select(
        ['id', 'title', 'category', 'author', 'status', 'publishedAt', 'updatedAt', 'version'].map(
          (c) => `${POST}.${c}`,
        ),
      );
    const search = searchOf(query);
    if (search)
      builder.andWhere(`(${POST}.title LIKE :search ESCAPE '!' OR ${POST}.author LIKE :search ESCAPE '!')`, {
        search: containsPattern(search),
      });
    if (query.status === 'draft') builder.andWhere(`(${POST}.status <> 'published' OR ${POST}.publishedAt IS NULL)`);
    if (query.status === 'scheduled')
      builder.andWhere(`${POST}.status = 'published' AND ${POST}.publishedAt > :now`, { now });
    if (query.status === 'published')
      builder.andWhere(`${POST}.status = 'published' AND ${POST}.publishedAt <= :now`, { now });
    const [rows, total] = await builder
      .orderBy(`${POST}.updatedAt`, 'DESC')
      .addOrderBy(`${POST}.id`, 'DESC')
      .skip(skip)
      .take(pageSize)
      .getManyAndCount();
    const at = this.clock.now();
    return toPage(
      rows.map((row) => ({
        id: row.id,
        title: row.title,
        category: row.category as StaffArticleSummary['category'],
        author: row.author,
        status: statusOf(row, at),
        publishedAt: row.publishedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
        version: row.version,
      })),
      total,
      query,
    );
  }

  async findOne(id: number): Promise<StaffArticle> {
    return this.view(await this.found(this.posts.manager, id), this.posts.manager);
  }

  async create(body: ArticleDraftRequest, actor: AuditActor): Promise<StaffArticle> {
    return runRetryingTransaction(this.dataSource, async (manager) => {
      const fields = await this.fieldsOf(body, manager, []);
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(BlogPost)
        .values({ ...fields, status: 'draft', version: 1, publishedAt: null })
        .execute();
      const id = Number(result.identifiers[0]?.['id'] ?? result.raw?.insertId);
      const created = await this.found(manager, id);
      await this.audit.record(
        { actor, action: ARTICLE_CREATED, entityType: 'article', entityId: id, before: null, after: audited(created) },
        manager,
      );
      return this.view(created, manager);
    });
  }

  async update(
    id: number,
    body: ArticleDraftRequest & ArticleVersionRequest,
    actor: AuditActor,
  ): Promise<StaffArticle> {
    return this.change(id, body.version, actor, ARTICLE_UPDATED, async (manager) => {
      const previous = await manager.findOneBy(BlogPost, { id });
      return this.fieldsOf(body, manager, previous ? uploadsNamedBy(previous) : []);
    });
  }

  async publishNow(id: number, body: ArticleVersionRequest, actor: AuditActor): Promise<StaffArticle> {
    return this.change(id, body.version, actor, ARTICLE_PUBLISHED, async () => ({
      status: 'published',
      publishedAt: toSecond(this.clock.now()),
    }));
  }

  async schedule(id: number, body: ArticleScheduleRequest, actor: AuditActor): Promise<StaffArticle> {
    const at = Date.parse(body.publishAt);
    if (!(at > this.clock.now()))
      throw new BadRequestException({
        message: 'Choose a time in the future to schedule the article, or publish it now',
        fieldErrors: { publishAt: ['Choose a time in the future'] },
      });
    return this.change(id, body.version, actor, ARTICLE_SCHEDULED, async () => ({
      status: 'published',
      publishedAt: toSecond(at),
    }));
  }

  async unpublish(id: number, body: ArticleVersionRequest, actor: AuditActor): Promise<StaffArticle> {
    return this.change(id, body.version, actor, ARTICLE_UNPUBLISHED, async () => ({
      status: 'draft',
      publishedAt: null,
    }));
  }

  async remove(id: number, version: number, actor: AuditActor): Promise<void> {
    await runRetryingTransaction(this.dataSource, async (manager) => {
      const before = await this.found(manager, id);
      // Its images stay for the grace period from now, in case the article is written again (decision 057).
      await this.images.markUsed(uploadsNamedBy(before), this.clock.now(), manager);
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(BlogPost)
        .where('id = :id AND version = :version', { id, version })
        .execute();
      if (!result.affected) throw new ConflictException(ARTICLE_CONFLICT_MESSAGE);
      await this.audit.record(
        { actor, action: ARTICLE_DELETED, entityType: 'article', entityId: id, before: audited(before), after: null },
        manager,
      );
    });
  }

  /**
   * One atomic compare-and-set: `UPDATE … SET …, version = version + 1 WHERE id = ? AND version = ?`. When no row
   * matched, the article is either gone (404) or was saved by someone else since `version` was read (409), and
   * nothing was written.
   */
  private async change(
    id: number,
    version: number,
    actor: AuditActor,
    action: string,
    fields: (manager: EntityManager) => Promise<QueryDeepPartialEntity<BlogPost>>,
  ): Promise<StaffArticle> {
    return runRetryingTransaction(this.dataSource, async (manager) => {
      const set = await fields(manager);
      const result = await manager
        .createQueryBuilder()
        .update(BlogPost)
        .set({ ...set, version: () => 'version + 1' })
        .where('id = :id AND version = :version', { id, version })
        .execute();
      if (!result.affected) {
        await this.found(manager, id);
        throw new ConflictException(ARTICLE_CONFLICT_MESSAGE);
      }
      const after = await this.found(manager, id);
      await this.audit.record(
        {
          actor,
          action,
          entityType: 'article',
          entityId: id,
          before: { version },
          after: audited(after),
        },
        manager,
      );
      return this.view(after, manager);
    });
  }

  /**
   * The stored columns of an editor's fields: the Markdown, the HTML rendered from it, the cover. Every upload the
   * article names now or named before (`previous`) is marked used in this same transaction, and one it names that
   * the cleanup has removed is refused: the save and the cleanup cannot both win (decision 057).
   */
  private async fieldsOf(
    body: ArticleDraftRequest,
    manager: EntityManager,
    previous: readonly string[],
  ): Promise<QueryDeepPartialEntity<BlogPost>> {
    const coverImage = body.coverImage ?? null;
    const named = uploadsNamedBy({ coverImage, content: body.content });
    const stored = await this.images.markUsed([...named, ...previous], this.clock.now(), manager);
    if (coverImage && !stored.has(coverImage))
      throw new BadRequestException({
        message: 'The cover image was not found: upload it again',
        fieldErrors: { coverImage: ['The cover image was not found: upload it again'] },
      });
    const imageSizes = await this.inlineImageSizes(body.content, stored, manager);
    const html = renderArticleMarkdown(body.content, { imageSizes });
    if (Buffer.byteLength(html, 'utf8') > HTML_MAX_BYTES)
      throw new BadRequestException({
        message: 'The body is too long once formatted: split it into two articles',
        fieldErrors: { content: ['The body is too long once formatted: split it into two articles'] },
      });
    return {
      title: body.title,
      excerpt: body.excerpt,
      category: body.category,
      author: body.author,
      content: body.content,
      html,
      readMinutes: readMinutesOf(body.content),
      coverImage,
      image: coverImage ? '' : (body.coverIllustration ?? ''),
      coverAlt: body.coverAlt ?? '',
    };
  }

  /**
   * Width and height of each upload the body shows, so the page reserves their boxes; an upload address among them
   * that is not stored (removed as unused, or never uploaded) is refused.
   */
  private async inlineImageSizes(
    content: string,
    stored: ReadonlySet<string>,
    manager: EntityManager,
  ): Promise<Map<string, ImageSize>> {
    // Every image the renderer lets through has an upload's address (ARTICLE_IMAGE_SRC).
    const uploads = imageSourcesIn(content).map((src) => ({
      src,
      hash: RENDITION_NAME.exec(src.slice(src.lastIndexOf('/') + 1))?.[1],
    }));
    const renditions = await this.images.renditionsOf(
      uploads.flatMap(({ hash }) => (hash && stored.has(hash) ? [hash] : [])),
      manager,
    );
    const sizes = new Map<string, ImageSize>();
    for (const list of renditions.values())
      for (const rendition of list) sizes.set(rendition.url, { width: rendition.width, height: rendition.height });
    const missing = uploads.find((upload) => !sizes.has(upload.src));
    if (missing) {
      const problem = `The body shows an image that is not stored (${missing.src}): upload it again`;
      throw new BadRequestException({ message: problem, fieldErrors: { content: [problem] } });
    }
    return sizes;
  }

  private async view(post: BlogPost, manager: EntityManager): Promise<StaffArticle> {
    const renditions: Map<string, ArticleImageRendition[]> = await this.images.renditionsOf(
      post.coverImage ? [post.coverImage] : [],
      manager,
    );
    const hasCover = Boolean(post.coverImage || post.image);
    return {
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      category: post.category as StaffArticle['category'],
      author: post.author,
      content: post.content,
      html: post.html ?? '',
      readMinutes: post.readMinutes,
      status: statusOf(post, this.clock.now()),
      publishedAt: post.publishedAt?.toISOString() ?? null,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      version: post.version,
      coverImage: post.coverImage,
      coverIllustration: post.coverImage ? null : post.image || null,
      coverAlt: post.coverAlt,
      cover: hasCover ? coverOf(post, renditions) : null,
    };
  }

  private async found(manager: EntityManager, id: number): Promise<BlogPost> {
    const post = await manager.findOneBy(BlogPost, { id });
    if (!post) throw new NotFoundException(`Article ${id} was not found`);
    return post;
  }
}
