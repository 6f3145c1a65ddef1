import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageQuery } from '@solar/shared-contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const MAX_SEARCH_LENGTH = 100;

/** `?page=&pageSize=&q=` of every staff list; extend it for a list's own filters. */
export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize?: number;

  @ApiPropertyOptional({ maxLength: MAX_SEARCH_LENGTH, description: 'Free-text search' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH_LENGTH, { message: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
  q?: string;
}

/** The page and size a query asks for, with the defaults applied, and the rows to skip. */
export function pageOf(query: PageQuery): { page: number; pageSize: number; skip: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, skip: (page - 1) * pageSize };
}

/** The free-text search, trimmed; undefined when blank. */
export function searchOf(query: PageQuery): string | undefined {
  const q = query.q?.trim();
  return q ? q : undefined;
}

export function toPage<T>(items: T[], total: number, query: PageQuery): Page<T> {
  const { page, pageSize } = pageOf(query);
  return { items, page, pageSize, total };
}
