import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Page, StaffVolunteer } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import { StaffVolunteerDto, StaffVolunteerPageDto } from './dto/staff-volunteer.dto';
import { UpdateVolunteerDto } from './dto/update-volunteer.dto';
import { VolunteerListQueryDto } from './dto/volunteer-list-query.dto';
import { StaffVolunteersService } from './staff-volunteers.service';

@ApiTags('staff: volunteer applications')
@Controller('api/staff/volunteers')
@StaffOnly()
export class StaffVolunteersController {
  constructor(private readonly volunteers: StaffVolunteersService) {}

  @Get()
  @ApiOperation({
    summary:
      'One page of volunteer applications, newest first (optionally one status; search names, email, city, skills, interests)',
  })
  @ApiOkResponse({ type: StaffVolunteerPageDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'An unknown status, or a page or page size out of range',
  })
  list(@Query() query: VolunteerListQueryDto): Promise<Page<StaffVolunteer>> {
    return this.volunteers.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Every field of one application, its status and the staff note' })
  @ApiOkResponse({ type: StaffVolunteerDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  get(@Param('id', ParseIdPipe) id: number): Promise<StaffVolunteer> {
    return this.volunteers.get(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Move the application to its next status and/or set the staff note (audited)' })
  @ApiOkResponse({ type: StaffVolunteerDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  @ApiConflictResponse({
    type: ApiErrorBodyDto,
    description: 'The workflow does not allow this move from the current status',
  })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateVolunteerDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffVolunteer> {
    return this.volunteers.update(id, body, staff);
  }
}
