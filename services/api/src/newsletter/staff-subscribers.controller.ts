import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Page, StaffSubscriber } from '@solar/shared-contracts';
import type { FastifyReply } from 'fastify';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import { RecordObjectionDto, StaffSubscriberDto, StaffSubscriberPageDto } from './dto/staff-subscriber.dto';
import { SubscriberListQueryDto } from './dto/subscriber-list-query.dto';
import { StaffSubscribersService } from './staff-subscribers.service';

const exportFileName = (now: Date) => `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;

@ApiTags('staff: newsletter subscribers')
@Controller('api/staff/subscribers')
@StaffOnly()
export class StaffSubscribersController {
  constructor(private readonly subscribers: StaffSubscribersService) {}

  @Get()
  @ApiOperation({
    summary: 'One page of newsletter subscribers, newest first (active, unsubscribed or all; search email and names)',
  })
  @ApiOkResponse({ type: StaffSubscriberPageDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'An unknown filter, or a page or page size out of range',
  })
  list(@Query() query: SubscriberListQueryDto): Promise<Page<StaffSubscriber>> {
    return this.subscribers.list(query);
  }

  @Get('export.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @ApiOperation({ summary: 'The active subscribers as CSV: email, names, source and consent date (audited)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: "A CSV file with a header row; cells a spreadsheet would run as formulas start with '",
    schema: { type: 'string' },
  })
  async exportCsv(
    @CurrentStaff() staff: SignedInStaff,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<string> {
    const csv = await this.subscribers.exportCsv(staff);
    response.header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
    return csv;
  }

  @Post(':id/unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Unsubscribe someone who asked to stop the newsletter (audited; twice changes nothing)' })
  @ApiOkResponse({ type: StaffSubscriberDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  unsubscribe(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: SignedInStaff): Promise<StaffSubscriber> {
    return this.subscribers.unsubscribe(id, staff);
  }

  @Post(':id/objection')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Record an objection to our emails received by phone, post or email (audited; kept as suppression)',
  })
  @ApiOkResponse({ type: StaffSubscriberDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No channel, or an unknown one' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  recordObjection(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RecordObjectionDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffSubscriber> {
    return this.subscribers.unsubscribe(id, staff, body.channel);
  }
}
