import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Where a row stands: a draft, or published (from publishedAt on: until then it is "scheduled"). */
export type StoredArticleStatus = 'draft' | 'published';

/** An article (spec §3 `blog_posts`; decision 051): Markdown as staff wrote it, and the sanitised HTML pages draw. */
@Entity('blog_posts')
@Index('IDX_blog_posts_status_publishedAt', ['status', 'publishedAt'])
export class BlogPost {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  /** The body in Markdown. */
  @Column({ type: 'text' })
  content!: string;

  /** The body rendered from `content` by @solar/shared-markdown when it was saved; null only before a first save. */
  @Column({ type: 'text', nullable: true })
  html!: string | null;

  /** The cover's bundled illustration key (the nine launch articles), or '' when the cover is an upload or none. */
  @Column({ type: 'varchar', length: 500 })
  image!: string;

  /** The uploaded cover's hash (article_images.hash), or null. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  coverImage!: string | null;

  @Column({ type: 'varchar', length: 300, default: '' })
  coverAlt!: string;

  @Column({ type: 'varchar', length: 100 })
  category!: string;

  @Column({ type: 'varchar', length: 255 })
  author!: string;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status!: StoredArticleStatus;

  /** Raised by one on every save; an update names the version it was read at (optimistic concurrency). */
  @Column({ type: 'int', default: 1 })
  version!: number;

  @Column({ type: 'int', default: 1 })
  readMinutes!: number;

  /** When it is (or will be) public; null for a draft never published. */
  @Column({ type: 'datetime', nullable: true })
  publishedAt!: Date | null;

  @CreateDateColumn()
  createdAt!: Date;

  @UpdateDateColumn()
  updatedAt!: Date;
}
