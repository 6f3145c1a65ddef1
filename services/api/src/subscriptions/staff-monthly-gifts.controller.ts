import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, StaffMonthlyGift } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { StaffOnly } from '../staff-auth';
import { MonthlyGiftListQueryDto } from './dto/monthly-gift-list-query.dto';
import { StaffMonthlyGiftPageDto } from './dto/staff-monthly-gift.dto';
import { StaffMonthlyGiftsService } from './staff-monthly-gifts.service';

@ApiTags('staff: monthly gifts')
@Controller('api/staff/monthly-gifts')
@StaffOnly()
export class StaffMonthlyGiftsController {
  constructor(private readonly gifts: StaffMonthlyGiftsService) {}

  @Get()
  @ApiOperation({ summary: 'One page of monthly gifts, newest first, with the next billing date and the last payment' })
  @ApiOkResponse({ type: StaffMonthlyGiftPageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Unknown status or a malformed page' })
  list(@Query() query: MonthlyGiftListQueryDto): Promise<Page<StaffMonthlyGift>> {
    return this.gifts.list(query);
  }
}
