import { Body, Controller, Header, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ErasurePlan, ErasureResult, SupporterDataFile } from '@solar/shared-contracts';
import type { FastifyReply } from 'fastify';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { AdminOnly, CurrentStaff, type SignedInStaff } from '../staff-auth';
import { EraseSupporterDto, SupporterDataRequestDto } from './dto/supporter-data-request.dto';
import { supporterDataSummary } from './supporter-data-summary';
import { SupporterDataService } from './supporter-data.service';
import { SupporterErasureService } from './supporter-erasure.service';

const fileName = (extension: string) => `supporter-data-${new Date().toISOString().slice(0, 10)}.${extension}`;

@ApiTags('staff: supporters’ data')
@Controller('api/staff/supporter-data')
@AdminOnly()
@ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No email, or not an email address' })
@ApiForbiddenResponse({ type: ApiErrorBodyDto, description: 'Not an admin' })
export class SupporterDataController {
  constructor(
    private readonly data: SupporterDataService,
    private readonly erasure: SupporterErasureService,
  ) {}

  @Post('file')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Everything held on one person, by email, as one JSON file (admins; audited)' })
  @ApiOkResponse({ description: 'The subject access file, as an attachment', schema: { type: 'object' } })
  async file(
    @Body() body: SupporterDataRequestDto,
    @CurrentStaff() staff: SignedInStaff,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<SupporterDataFile> {
    const file = await this.data.file(body.email, staff, 'json');
    response.header('Content-Disposition', `attachment; filename="${fileName('json')}"`);
    return file;
  }

  @Post('summary')
  @HttpCode(HttpStatus.OK)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiOperation({ summary: 'The same, as a readable HTML page to send the person (admins; audited)' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The subject access summary, as an attachment', schema: { type: 'string' } })
  async summary(
    @Body() body: SupporterDataRequestDto,
    @CurrentStaff() staff: SignedInStaff,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    const file = await this.data.file(body.email, staff, 'html');
    response.header('Content-Disposition', `attachment; filename="${fileName('html')}"`);
    return supporterDataSummary(file);
  }

  @Post('erasure-plan')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'What erasing one person would remove, and what HMRC requires us to keep (admins)' })
  @ApiOkResponse({ description: 'Counts by section, and the Gift Aid records kept with the date they may go' })
  erasurePlan(@Body() body: SupporterDataRequestDto): Promise<ErasurePlan> {
    return this.erasure.plan(body.email);
  }

  @Post('erasure')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Cancel their active or paused monthly gifts at PayPal, then erase them everywhere in one transaction, keeping Gift Aid records inside six years (admins; audited)',
  })
  @ApiOkResponse({ description: 'What went, which monthly gifts were cancelled, and what stayed' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'A monthly gift started while erasing: nothing erased' })
  @ApiBadGatewayResponse({
    type: ApiErrorBodyDto,
    description: 'PayPal could not cancel a monthly gift: nothing erased, try again (MONTHLY_GIFT_NOT_CANCELLED)',
  })
  @ApiServiceUnavailableResponse({
    type: ApiErrorBodyDto,
    description: 'PayPal is not configured, so a monthly gift cannot be cancelled: nothing erased',
  })
  erase(@Body() body: EraseSupporterDto, @CurrentStaff() staff: SignedInStaff): Promise<ErasureResult> {
    return this.erasure.erase(body.email, staff);
  }
}
