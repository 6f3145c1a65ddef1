import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_ILLUSTRATIONS,
  ARTICLE_STATUSES,
  articleRules,
  CATEGORY_INVALID_MESSAGE,
  COVER_ALT_REQUIRED_MESSAGE,
  maxLengthMessage,
  type ArticleCategory,
  type ArticleCover,
  type ArticleDraftRequest,
  type ArticleImageRendition,
  type ArticleImageUploadResponse,
  type ArticleScheduleRequest,
  type ArticleStatus,
  type ArticleUpdateRequest,
  type ArticleVersionRequest,
  type Page,
  type StaffArticle,
  type StaffArticleQuery,
  type StaffArticleSummary,
} from '@solar/shared-contracts';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PageQueryDto } from '../../kit/dto/page-query.dto';
import { TextFromRule, trim } from '../../kit/dto/text-fields';
import { ArticleCoverDto, ArticleImageRenditionDto } from './article-response.dto';

const CATEGORIES = Object.keys(ARTICLE_CATEGORIES);

/** Rules checked in the order written: with stopAtFirstError, only the first broken one is reported. */
const checkedInOrder = (...rules: PropertyDecorator[]): PropertyDecorator => applyDecorators(...rules);

/** POST /api/staff/articles: a new draft. */
export class ArticleDraftDto implements ArticleDraftRequest {
  @TextFromRule(articleRules.title, 'Solar lights return to a flooded school in Sindh')
  title!: string;

  @TextFromRule(articleRules.excerpt)
  excerpt!: string;

  @ApiProperty({ enum: CATEGORIES, example: 'Education' })
  @checkedInOrder(
    IsNotEmpty({ message: articleRules.category.requiredMessage }),
    IsIn(CATEGORIES, { message: CATEGORY_INVALID_MESSAGE }),
  )
  category!: ArticleCategory;

  @TextFromRule(articleRules.author, 'Sana Javed')
  author!: string;

  @ApiProperty({
    maxLength: articleRules.content.maxLength,
    description:
      'Markdown; raw HTML shows as text, links only to http(s), mailto or the site, images only from its uploads',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+$/, '') : value))
  @checkedInOrder(
    IsNotEmpty({ message: 'Body is required' }),
    IsString({ message: 'Body must be text' }),
    MaxLength(articleRules.content.maxLength, { message: maxLengthMessage('Body', articleRules.content.maxLength) }),
  )
  content!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '3f2a9c1b7e5d4a6b8c0d',
    description: 'An uploaded image (POST /api/staff/article-images answers its name)',
  })
  @IsOptional()
  @checkedInOrder(IsString({ message: 'The cover image must be named by its upload' }))
  @Matches(/^[0-9a-f]{20}$/, { message: 'The cover image was not found: upload it again' })
  coverImage?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: ARTICLE_ILLUSTRATIONS,
    description: 'A bundled illustration',
  })
  @IsOptional()
  @IsIn(ARTICLE_ILLUSTRATIONS, { message: `The illustration must be one of: ${ARTICLE_ILLUSTRATIONS.join(', ')}` })
  coverIllustration?: string | null;

  @ApiPropertyOptional({ maxLength: articleRules.coverAlt.maxLength, description: 'Required with an uploaded cover' })
  @Transform(({ value }) => trim(value))
  @ValidateIf(
    (body: ArticleDraftDto) => Boolean(body.coverImage) || (body.coverAlt !== undefined && body.coverAlt !== ''),
  )
  @checkedInOrder(
    IsNotEmpty({ message: COVER_ALT_REQUIRED_MESSAGE }),
    IsString({ message: 'Alt text must be text' }),
    MaxLength(articleRules.coverAlt.maxLength, {
      message: maxLengthMessage('Alt text', articleRules.coverAlt.maxLength),
    }),
  )
  coverAlt?: string;
}

/** The version the editor read: a stale one is refused (409). */
const VersionProperty = (): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ minimum: 1, example: 3, description: 'The version the editor read (a stale one is a 409)' }),
    Type(() => Number),
    IsInt({ message: 'version must be a whole number: reload the article' }),
    Min(1, { message: 'version must be 1 or more' }),
  );

/** PUT /api/staff/articles/:id */
export class ArticleUpdateDto extends ArticleDraftDto implements ArticleUpdateRequest {
  @VersionProperty()
  version!: number;
}

/** POST …/publish, …/unpublish */
export class ArticleVersionDto implements ArticleVersionRequest {
  @VersionProperty()
  version!: number;
}

/** DELETE /api/staff/articles/:id?version= */
export class ArticleVersionQueryDto implements ArticleVersionRequest {
  @VersionProperty()
  version!: number;
}

/** POST …/schedule */
export class ArticleScheduleDto extends ArticleVersionDto implements ArticleScheduleRequest {
  @ApiProperty({ format: 'date-time', example: '2026-12-01T09:30:00.000Z', description: 'An instant, with its offset' })
  @IsNotEmpty({ message: 'Choose when to publish' })
  @IsISO8601({ strict: true }, { message: 'publishAt must be a date and time (ISO 8601)' })
  publishAt!: string;
}

export class StaffArticleQueryDto extends PageQueryDto implements StaffArticleQuery {
  @ApiPropertyOptional({ enum: ARTICLE_STATUSES })
  @IsOptional()
  @IsIn(ARTICLE_STATUSES, { message: `status must be one of: ${ARTICLE_STATUSES.join(', ')}` })
  status?: ArticleStatus;
}

export class StaffArticleSummaryDto implements StaffArticleSummary {
  @ApiProperty({ example: 10 })
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: CATEGORIES })
  category!: ArticleCategory;

  @ApiProperty()
  author!: string;

  @ApiProperty({ enum: ARTICLE_STATUSES })
  status!: ArticleStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ example: 3 })
  version!: number;
}

export class StaffArticlePageDto implements Page<StaffArticleSummary> {
  @ApiProperty({ type: [StaffArticleSummaryDto] })
  items!: StaffArticleSummary[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 9 })
  total!: number;
}

export class StaffArticleDto extends StaffArticleSummaryDto implements StaffArticle {
  @ApiProperty()
  excerpt!: string;

  @ApiProperty({ description: 'Markdown' })
  content!: string;

  @ApiProperty({ description: 'The sanitised HTML stored on the last save' })
  html!: string;

  @ApiProperty({ example: 5 })
  readMinutes!: number;

  @ApiProperty({ type: String, nullable: true })
  coverImage!: string | null;

  @ApiProperty({ type: String, nullable: true })
  coverIllustration!: string | null;

  @ApiProperty()
  coverAlt!: string;

  @ApiProperty({ type: ArticleCoverDto, nullable: true })
  cover!: ArticleCover | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class ArticleImageUploadDto implements ArticleImageUploadResponse {
  @ApiProperty({ example: '3f2a9c1b7e5d4a6b8c0d' })
  image!: string;

  @ApiProperty({ example: 1200 })
  width!: number;

  @ApiProperty({ example: 800 })
  height!: number;

  @ApiProperty({ type: [ArticleImageRenditionDto] })
  renditions!: ArticleImageRendition[];
}
