import { Controller, Get, Header, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { type ProjectSupportersResponse, SUPPORTERS_LIST_LIMIT } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { ProjectSupportersDto } from './dto/supporters.dto';
import { SupportersService } from './supporters.service';

/** The same for everyone, so a shared cache (a CDN) may keep it a minute; browsers ask again each time, so a donor sees their own gift at once. */
export const SUPPORTERS_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

@ApiTags('projects')
@Controller('api/projects')
export class SupportersController {
  constructor(private readonly supporters: SupportersService) {}

  @Get(':id/supporters')
  @Header('Cache-Control', SUPPORTERS_CACHE_CONTROL)
  @ApiOperation({
    summary: `The latest ${SUPPORTERS_LIST_LIMIT} supporters of a project (shown name or Anonymous, date, approved message; never an amount) and how many people have given`,
  })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: ProjectSupportersDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'The id is not a positive integer' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No project has this id' })
  list(@Param('id', ParseIdPipe) id: number): Promise<ProjectSupportersResponse> {
    return this.supporters.forProject(id);
  }
}
