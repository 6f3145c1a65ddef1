import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditEntry, Page } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { AdminOnly } from '../staff-auth/staff-auth.decorators';
import { AuditQuery } from './audit-query.service';
import { AuditPageDto } from './dto/audit-entry.dto';
import { AuditQueryDto } from './dto/audit-query.dto';

@ApiTags('staff')
@Controller('api/staff/audit')
@AdminOnly()
export class AuditController {
  constructor(private readonly audit: AuditQuery) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first (admins): who changed what, when, before and after' })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A paging or filter parameter is invalid' })
  page(@Query() query: AuditQueryDto): Promise<Page<AuditEntry>> {
    return this.audit.page(query);
  }
}
