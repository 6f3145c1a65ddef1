import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { DonationTotals, Page, StaffDonation } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { StaffOnly } from '../staff-auth';
import { DonationListQueryDto } from './dto/donation-list-query.dto';
import { DonationTotalsDto, StaffDonationPageDto } from './dto/staff-donation.dto';
import { DONATION_EXPORT_LIMIT, StaffDonationsService } from './staff-donations.service';

const EXPORT_LIMIT_HEADER = 'X-Export-Row-Limit';

@ApiTags('staff: donations')
@Controller('api/staff/donations')
@StaffOnly()
@ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A filter is malformed, or `to` is before `from`' })
export class StaffDonationsController {
  constructor(private readonly donations: StaffDonationsService) {}

  @Get()
  @ApiOperation({
    summary: 'One page of donations, newest first, by status, project (or `general`), UTC days and donor name or email',
  })
  @ApiOkResponse({ type: StaffDonationPageDto })
  list(@Query() query: DonationListQueryDto): Promise<Page<StaffDonation>> {
    return this.donations.list(query);
  }

  @Get('totals')
  @ApiOperation({ summary: 'Completed gifts under the same filters, summed per project and per UTC month' })
  @ApiOkResponse({ type: DonationTotalsDto })
  totals(@Query() query: DonationListQueryDto): Promise<DonationTotals> {
    return this.donations.totals(query);
  }

  @Get('export.csv')
  @Header(EXPORT_LIMIT_HEADER, String(DONATION_EXPORT_LIMIT))
  @ApiOperation({
    summary: `Every donation under the same filters as CSV (paging ignored), at most ${DONATION_EXPORT_LIMIT} rows; cells that would run as spreadsheet formulas start with '`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: `CSV with a header row; ${EXPORT_LIMIT_HEADER} states the cap`,
    schema: { type: 'string' },
  })
  async exportCsv(@Query() query: DonationListQueryDto): Promise<StreamableFile> {
    const body = Buffer.from(await this.donations.exportCsv(query), 'utf8');
    // Set here, not with @Header, so a refusal still answers as JSON.
    return new StreamableFile(body, {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="donations.csv"',
      length: body.length,
    });
  }
}
