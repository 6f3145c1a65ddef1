import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Page, StaffProject } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { PageQueryDto } from '../kit/dto/page-query.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import { StaffProjectDto, StaffProjectPageDto } from './dto/staff-project.dto';
import { UpdateProjectDto } from './dto/update-project.dto';
import { StaffProjectsService } from './staff-projects.service';
import { ChangesPublicData, projectIdParamKeys } from '../public-changes/changes-public-data.decorator';

/** Every member of staff may edit a project's public text, target, status and progress; each edit is audited. */
@ApiTags('staff: projects')
@Controller('api/staff/projects')
@StaffOnly()
export class StaffProjectsController {
  constructor(private readonly projects: StaffProjectsService) {}

  @Get()
  @ApiOperation({ summary: 'One page of projects by id, searchable by title or location' })
  @ApiOkResponse({ type: StaffProjectPageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A malformed page or search' })
  list(@Query() query: PageQueryDto): Promise<Page<StaffProject>> {
    return this.projects.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One project with its editable fields' })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: StaffProjectDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No project has this id' })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<StaffProject> {
    return this.projects.findOne(id);
  }

  @Patch(':id')
  @ChangesPublicData(projectIdParamKeys)
  @ApiOperation({
    summary: 'Change a project’s title, description, target, status or progress (never its raised amount); audited',
  })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: StaffProjectDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'A field breaks its rule, is unknown (raisedAmount included), or nothing was sent',
  })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No project has this id' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateProjectDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffProject> {
    return this.projects.update(id, body, staff);
  }
}
