import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { ProjectListResponse, ProjectResponse } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { ProjectResponseDto } from './dto/project-response.dto';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller('api/projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiOperation({ summary: 'Every sponsorable project, by id (the sponsor page reads the raised figures)' })
  @ApiOkResponse({ type: [ProjectResponseDto] })
  findAll(): Promise<ProjectListResponse> {
    return this.projects.findAll();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One sponsorable project (the project donate page reads it)' })
  @ApiParam({ name: 'id', type: Number, example: 1 })
  @ApiOkResponse({ type: ProjectResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'The id is not a positive integer' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No project has this id' })
  findOne(@Param('id', ParseIdPipe) id: number): Promise<ProjectResponse> {
    return this.projects.findOne(id);
  }
}
