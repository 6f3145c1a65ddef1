import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Page, StaffEmailLogEntry } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { AdminOnly, CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import { StaffEmailListQueryDto } from './dto/staff-email-list-query.dto';
import { StaffEmailLogEntryDto, StaffEmailLogPageDto } from './dto/staff-email-log-entry.dto';
import { ONLY_FAILED_RESEND, StaffEmails } from './staff-emails.service';

@ApiTags('staff: email log')
@Controller('api/staff/emails')
export class StaffEmailsController {
  constructor(private readonly emails: StaffEmails) {}

  @Get()
  @StaffOnly()
  @ApiOperation({
    summary:
      'One page of the email log (every outbox row), newest first; search the recipient, filter status and template',
  })
  @ApiOkResponse({ type: StaffEmailLogPageDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'An unknown status or template, or a page or page size out of range',
  })
  list(@Query() query: StaffEmailListQueryDto): Promise<Page<StaffEmailLogEntry>> {
    return this.emails.list(query);
  }

  @Post(':id/resend')
  @AdminOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a failed email again (admins; audited): it is pending, due now, with its attempts counted from 0',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: StaffEmailLogEntryDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No email has this id' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: `${ONLY_FAILED_RESEND} (this one is pending or sent)` })
  resend(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: SignedInStaff): Promise<StaffEmailLogEntry> {
    return this.emails.resend(id, staff);
  }
}
