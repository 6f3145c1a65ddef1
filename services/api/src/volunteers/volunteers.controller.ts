import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VolunteerApplicationResponse } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { VolunteerApplicationResponseDto } from './dto/volunteer-application-response.dto';
import { VolunteerApplicationDto } from './dto/volunteer-application.dto';
import { VolunteersService } from './volunteers.service';

@ApiTags('volunteers')
@Controller('api/volunteers')
export class VolunteersController {
  constructor(private readonly volunteers: VolunteersService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiOperation({ summary: 'Apply to volunteer (stored with status pending)' })
  @ApiCreatedResponse({ type: VolunteerApplicationResponseDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'A field is missing, invalid or unknown, or the terms are not agreed',
  })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'An application with this email address already exists' })
  apply(@Body() body: VolunteerApplicationDto): Promise<VolunteerApplicationResponse> {
    return this.volunteers.apply(body);
  }
}
