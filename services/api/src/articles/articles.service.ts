import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { ArticleListResponse, ArticleResponse } from '@solar/shared-contracts';
import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { Clock } from '../kit/clock';
import { ArticleImagesStore } from './article-images.store';
import { toArticle, toSummary } from './article-view';
import { BlogPost } from './blog-post.entity';

const POST = 'post';

/** The columns a list needs: never the body (Markdown or HTML). */
const SUMMARY_COLUMNS = [
  'id',
  'title',
  'excerpt',
  'category',
  'author',
  'image',
  'coverImage',
  'coverAlt',
  'readMinutes',
  'publishedAt',
  'createdAt',
  'updatedAt',
  'status',
].map((column) => `${POST}.${column}`);

/** What visitors may read: published articles whose time has come, newest first. */
@Injectable()
export class ArticlesService {
  constructor(
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: ArticleImagesStore,
    private readonly clock: Clock,
  ) {}

  /** `now` as the driver writes a datetime column, so the comparison is the database's own. */
  storedInstant(at: number): unknown {
    const column = this.posts.metadata.findColumnWithPropertyName('publishedAt');
    return column ? this.dataSource.driver.preparePersistentValue(new Date(at), column) : new Date(at);
  }

  private published(): SelectQueryBuilder<BlogPost> {
    return this.posts
      .createQueryBuilder(POST)
      .where(`${POST}.status = 'published'`)
      .andWhere(`${POST}.publishedAt IS NOT NULL AND ${POST}.publishedAt <= :now`, {
        now: this.storedInstant(this.clock.now()),
      });
  }

  async list(): Promise<ArticleListResponse> {
    const rows = await this.published()
      .select(SUMMARY_COLUMNS)
      .orderBy(`${POST}.publishedAt`, 'DESC')
      .addOrderBy(`${POST}.id`, 'DESC')
      .getMany();
    const renditions = await this.images.renditionsOf(rows.flatMap((row) => (row.coverImage ? [row.coverImage] : [])));
    return { items: rows.map((row) => toSummary(row, renditions)) };
  }

  /** Every published article with its body, for the feed. */
  async listWithBodies(): Promise<ArticleResponse[]> {
    const rows = await this.published()
      .orderBy(`${POST}.publishedAt`, 'DESC')
      .addOrderBy(`${POST}.id`, 'DESC')
      .getMany();
    const renditions = await this.images.renditionsOf(rows.flatMap((row) => (row.coverImage ? [row.coverImage] : [])));
    return rows.map((row) => toArticle(row, renditions));
  }

  async findOne(id: number): Promise<ArticleResponse> {
    const row = await this.published().andWhere(`${POST}.id = :id`, { id }).getOne();
    // A draft, a scheduled article and a missing one look the same from outside.
    if (!row) throw new NotFoundException(`Article ${id} was not found`);
    return toArticle(row, await this.images.renditionsOf(row.coverImage ? [row.coverImage] : []));
  }
}
