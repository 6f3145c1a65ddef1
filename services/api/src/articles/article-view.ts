import {
  type ArticleCategory,
  type ArticleCover,
  type ArticleImageRendition,
  type ArticleResponse,
  type ArticleStatus,
  type ArticleSummary,
} from '@solar/shared-contracts';
import type { BlogPost } from './blog-post.entity';

/** The size the content remote draws its bundled illustrations at (16:10). */
export const ILLUSTRATION_WIDTH = 640;
export const ILLUSTRATION_HEIGHT = 400;

export function coverOf(post: BlogPost, renditions: ReadonlyMap<string, ArticleImageRendition[]>): ArticleCover {
  const uploaded = post.coverImage ? (renditions.get(post.coverImage) ?? []) : [];
  const widest = uploaded[uploaded.length - 1];
  if (widest) return { alt: post.coverAlt, width: widest.width, height: widest.height, renditions: uploaded };
  return {
    alt: post.coverAlt,
    ...(post.image ? { illustration: post.image } : {}),
    width: ILLUSTRATION_WIDTH,
    height: ILLUSTRATION_HEIGHT,
    renditions: [],
  };
}

/** draft, scheduled (published with a time still ahead) or published. */
export function statusOf(post: Pick<BlogPost, 'status' | 'publishedAt'>, now: number): ArticleStatus {
  if (post.status !== 'published' || !post.publishedAt) return 'draft';
  return post.publishedAt.getTime() > now ? 'scheduled' : 'published';
}

export function toSummary(post: BlogPost, renditions: ReadonlyMap<string, ArticleImageRendition[]>): ArticleSummary {
  return {
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category as ArticleCategory,
    author: post.author,
    publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    readMinutes: post.readMinutes,
    cover: coverOf(post, renditions),
  };
}

export function toArticle(post: BlogPost, renditions: ReadonlyMap<string, ArticleImageRendition[]>): ArticleResponse {
  return { ...toSummary(post, renditions), html: post.html ?? '' };
}
