import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ARTICLE_CATEGORIES,
  type ArticleCategory,
  type ArticleCover,
  type ArticleImageRendition,
  type ArticleListResponse,
  type ArticleResponse,
  type ArticleSummary,
} from '@solar/shared-contracts';

export class ArticleImageRenditionDto implements ArticleImageRendition {
  @ApiProperty({ example: 800 })
  width!: number;

  @ApiProperty({ example: 533 })
  height!: number;

  @ApiProperty({ example: '/api/images/3f2a9c1b7e5d4a6b8c0d-800.webp', description: 'Content-hashed, immutable' })
  url!: string;
}

export class ArticleCoverDto implements ArticleCover {
  @ApiProperty({
    example: 'Pupils at their desks under a ceiling fan',
    description: '"" when the picture only decorates',
  })
  alt!: string;

  @ApiPropertyOptional({ example: 'school', description: 'A bundled illustration the content remote draws' })
  illustration?: string;

  @ApiProperty({ example: 640 })
  width!: number;

  @ApiProperty({ example: 400 })
  height!: number;

  @ApiProperty({ type: [ArticleImageRenditionDto], description: 'An upload’s WebP renditions, narrowest first' })
  renditions!: ArticleImageRendition[];
}

export class ArticleSummaryDto implements ArticleSummary {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'When the Classroom Becomes an Oven: Heat, Schools and Solar in Punjab' })
  title!: string;

  @ApiProperty()
  excerpt!: string;

  @ApiProperty({ enum: Object.keys(ARTICLE_CATEGORIES), example: 'Climate Action' })
  category!: ArticleCategory;

  @ApiProperty({ example: 'Ayesha Malik' })
  author!: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ example: 6 })
  readMinutes!: number;

  @ApiProperty({ type: ArticleCoverDto })
  cover!: ArticleCover;
}

export class ArticleListResponseDto implements ArticleListResponse {
  @ApiProperty({ type: [ArticleSummaryDto] })
  items!: ArticleSummary[];
}

export class ArticleResponseDto extends ArticleSummaryDto implements ArticleResponse {
  @ApiProperty({ description: 'The body as sanitised HTML, rendered from Markdown when it was saved' })
  html!: string;
}
