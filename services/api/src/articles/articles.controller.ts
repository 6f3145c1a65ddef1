import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { ArticleListResponse, ArticleResponse } from '@solar/shared-contracts';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { articleFeed } from './article-feed';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { ArticlesService } from './articles.service';
import { ArticleListResponseDto, ArticleResponseDto } from './dto/article-response.dto';

/**
 * Public reads may be kept a few seconds by a cache in front (a publish must reach every visitor within 5 s:
 * issue 27); the pages' servers cache their own drawings of them.
 */
export const PUBLIC_ARTICLE_CACHE = 'public, max-age=5';

@ApiTags('articles')
@Controller('api/articles')
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
  ) {}

  @Get()
  @Header('Cache-Control', PUBLIC_ARTICLE_CACHE)
  @ApiOperation({ summary: 'Published articles, newest first, without their text (the blog list and home grid)' })
  @ApiOkResponse({ type: ArticleListResponseDto })
  list(): Promise<ArticleListResponse> {
    return this.articles.list();
  }

  @Get('feed.xml')
  @Header('Cache-Control', PUBLIC_ARTICLE_CACHE)
  @Header('Content-Type', 'application/atom+xml; charset=utf-8')
  @ApiOperation({
    summary:
      'Every published article as an Atom feed, with absolute links from SHELL_ORIGIN (the site serves it at /blogs/feed.xml)',
  })
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ description: 'An Atom 1.0 document', schema: { type: 'string' } })
  async feed(): Promise<string> {
    return articleFeed(await this.articles.listWithBodies(), this.config.shellOrigin);
  }

  @Get(':id')
  @Header('Cache-Control', PUBLIC_ARTICLE_CACHE)
  @ApiOperation({ summary: 'One published article with its body as sanitised HTML' })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: ArticleResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'The id is not a positive integer' })
  @ApiNotFoundResponse({
    type: ApiErrorBodyDto,
    description: 'No published article has this id (drafts and scheduled ones included)',
  })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<ArticleResponse> {
    return this.articles.findOne(id);
  }
}
