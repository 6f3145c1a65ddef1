import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { type Page, type StaffArticle, type StaffArticleSummary, ARTICLES_KEY } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import {
  ArticleDraftDto,
  ArticleScheduleDto,
  ArticleUpdateDto,
  ArticleVersionDto,
  ArticleVersionQueryDto,
  StaffArticleDto,
  StaffArticlePageDto,
  StaffArticleQueryDto,
} from './dto/staff-article.dto';
import { StaffArticlesService } from './staff-articles.service';
import { ChangesPublicData } from '../public-changes/changes-public-data.decorator';

const idParam = () => ApiParam({ name: 'id', type: Number, example: 10 });
const conflict = () =>
  ApiConflictResponse({
    type: ApiErrorBodyDto,
    description: 'Someone else saved the article since `version` was read; nothing was changed',
  });
const missing = () => ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No article has this id' });

/** Staff and administrators write, schedule, publish, withdraw and delete articles (decision 051); every change is audited. */
@ApiTags('staff: articles')
@Controller('api/staff/articles')
@ChangesPublicData([ARTICLES_KEY])
@StaffOnly()
export class StaffArticlesController {
  constructor(private readonly articles: StaffArticlesService) {}

  @Get()
  @ApiOperation({
    summary: 'One page of articles, most recently changed first, by status (draft, scheduled, published)',
  })
  @ApiOkResponse({ type: StaffArticlePageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A malformed page, search or status' })
  list(@Query() query: StaffArticleQueryDto): Promise<Page<StaffArticleSummary>> {
    return this.articles.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One article as the editor loads it: Markdown, stored HTML, cover, status and version' })
  @idParam()
  @ApiOkResponse({ type: StaffArticleDto })
  @missing()
  findOne(@Param('id', ParseIdPipe) id: number): Promise<StaffArticle> {
    return this.articles.findOne(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a draft (the Markdown is rendered to sanitised HTML and stored); audited' })
  @ApiCreatedResponse({ type: StaffArticleDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'A field breaks its rule (alt text is required with a cover)',
  })
  create(@Body() body: ArticleDraftDto, @CurrentStaff() staff: SignedInStaff): Promise<StaffArticle> {
    return this.articles.create(body, staff);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Save every field, if `version` is still the article’s (else 409); audited' })
  @idParam()
  @ApiOkResponse({ type: StaffArticleDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A field breaks its rule' })
  @missing()
  @conflict()
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ArticleUpdateDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffArticle> {
    return this.articles.update(id, body, staff);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish now; audited' })
  @idParam()
  @ApiOkResponse({ type: StaffArticleDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No version' })
  @missing()
  @conflict()
  publish(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ArticleVersionDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffArticle> {
    return this.articles.publishNow(id, body, staff);
  }

  @Post(':id/schedule')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish at a future instant (it appears on its own then); audited' })
  @idParam()
  @ApiOkResponse({ type: StaffArticleDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No version, or a time that is not in the future' })
  @missing()
  @conflict()
  schedule(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ArticleScheduleDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffArticle> {
    return this.articles.schedule(id, body, staff);
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw a published or scheduled article back to a draft; audited' })
  @idParam()
  @ApiOkResponse({ type: StaffArticleDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No version' })
  @missing()
  @conflict()
  unpublish(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ArticleVersionDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffArticle> {
    return this.articles.unpublish(id, body, staff);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an article for good, if `version` is still its own; audited with what it was' })
  @idParam()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No version' })
  @missing()
  @conflict()
  async remove(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: ArticleVersionQueryDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<void> {
    await this.articles.remove(id, query.version, staff);
  }
}
