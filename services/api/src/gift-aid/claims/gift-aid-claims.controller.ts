import { Body, Controller, Get, NotFoundException, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { GiftAidClaim, GiftAidEligibleResponse, Page } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../../kit/dto/api-error-body.dto';
import { PageQueryDto } from '../../kit/dto/page-query.dto';
import { ParseIdPipe } from '../../kit/pipes/parse-id.pipe';
import { AdminOnly, CurrentStaff, StaffOnly } from '../../staff-auth';
import type { SignedInStaff } from '../../staff-auth/signed-in-staff';
import { scheduleCsv } from '../schedule/schedule-csv';
import { ODS_MIME_TYPE, scheduleOds } from '../schedule/schedule-ods';
import { CreateGiftAidClaimDto } from './dto/create-gift-aid-claim.dto';
import { GiftAidClaimDto, GiftAidClaimPageDto, GiftAidEligibleResponseDto } from './dto/gift-aid-claim.dto';
import { GiftAidPeriodDto } from './dto/gift-aid-period.dto';
import { GiftAidClaimsService, NOTHING_TO_CLAIM_MESSAGE } from './gift-aid-claims.service';

const FORMATS = { csv: 'text/csv; charset=utf-8', ods: ODS_MIME_TYPE } as const;

/** Staff see what can be claimed and the claims made; only administrators claim and download the files (names and addresses). */
@ApiTags('staff: gift aid')
@Controller('api/staff/gift-aid')
export class GiftAidClaimsController {
  constructor(private readonly claims: GiftAidClaimsService) {}

  @Get('eligible')
  @StaffOnly()
  @ApiOperation({
    summary:
      'Gifts that can be claimed for a period (UK days), and claimed gifts refunded since (adjustments for the next claim)',
  })
  @ApiOkResponse({ type: GiftAidEligibleResponseDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'A date is malformed, `to` is before `from`, or the period is longer than four years',
  })
  eligible(@Query() query: GiftAidPeriodDto): Promise<GiftAidEligibleResponse> {
    return this.claims.eligible(query.from, query.to);
  }

  @Post('claims')
  @AdminOnly()
  @ApiOperation({
    summary:
      'Claim every eligible gift of the period (admins): marks them with the new claim and reports pending adjustments with it',
  })
  @ApiCreatedResponse({ type: GiftAidClaimDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'A field is invalid, or the period is back to front or longer than four years',
  })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: NOTHING_TO_CLAIM_MESSAGE })
  create(@CurrentStaff() actor: SignedInStaff, @Body() body: CreateGiftAidClaimDto): Promise<GiftAidClaim> {
    return this.claims.create(actor, body);
  }

  @Get('claims')
  @StaffOnly()
  @ApiOperation({ summary: 'Claims made, newest first' })
  @ApiOkResponse({ type: GiftAidClaimPageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A paging parameter is out of range' })
  list(@Query() query: PageQueryDto): Promise<Page<GiftAidClaim>> {
    return this.claims.list(query);
  }

  @Get('claims/:id')
  @StaffOnly()
  @ApiOperation({ summary: 'One claim' })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: GiftAidClaimDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No claim has this id' })
  get(@Param('id', ParseIdPipe) id: number): Promise<GiftAidClaim> {
    return this.claims.get(id);
  }

  @Get('claims/:id/schedule-:file.:format')
  @AdminOnly()
  @ApiOperation({
    summary: "One of a claim's HMRC schedule files (admins), 1,000 lines each, as CSV or an OpenDocument spreadsheet",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'file', type: Number, description: 'From 1 to the claim’s fileCount' })
  @ApiParam({ name: 'format', enum: Object.keys(FORMATS) })
  @ApiProduces(...Object.values(FORMATS))
  @ApiOkResponse({ description: 'The file, as an attachment', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No such claim, file or format' })
  async schedule(
    @Param('id', ParseIdPipe) id: number,
    @Param('file') file: string,
    @Param('format') format: string,
  ): Promise<StreamableFile> {
    if (!(format in FORMATS) || !/^[1-9]\d{0,5}$/.test(file))
      throw new NotFoundException(`There is no schedule-${file}.${format}`);
    const { reference, rows } = await this.claims.scheduleFile(id, Number(file));
    const type = FORMATS[format as keyof typeof FORMATS];
    const body = format === 'csv' ? Buffer.from(scheduleCsv(rows), 'utf8') : Buffer.from(scheduleOds(rows, reference));
    return new StreamableFile(body, {
      type,
      disposition: `attachment; filename="${reference}-schedule-${file}.${format}"`,
      length: body.length,
    });
  }
}
