import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Page, StaffGiftMessage } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../app/dto/api-error-body.dto';
import { ParseIdPipe } from '../app/pipes/parse-id.pipe';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import {
  GiftMessageListQueryDto,
  MessageDecisionDto,
  StaffGiftMessageDto,
  StaffGiftMessagePageDto,
} from './dto/gift-messages.dto';
import { GiftMessagesService } from './gift-messages.service';

@ApiTags('staff: donations')
@Controller('api/staff/donations')
@StaffOnly()
export class StaffGiftMessagesController {
  constructor(private readonly messages: GiftMessagesService) {}

  @Get('messages')
  @ApiOperation({
    summary:
      'Gifts whose message or name to show has this moderation status (pending by default, oldest first): the moderation queue',
  })
  @ApiOkResponse({ type: StaffGiftMessagePageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  list(@Query() query: GiftMessageListQueryDto): Promise<Page<StaffGiftMessage>> {
    return this.messages.list(query);
  }

  @Patch(':id/message')
  @ApiOperation({ summary: 'Approve or hide a donor’s message (audited); one decision wins a race' })
  @ApiOkResponse({ type: StaffGiftMessageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No such donation, or it has no message' })
  @ApiConflictResponse({
    type: ApiErrorBodyDto,
    description: 'Someone else decided the message first; the answer says who and what',
  })
  decide(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MessageDecisionDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffGiftMessage> {
    return this.messages.decide(id, body, staff, 'message');
  }

  @Patch(':id/name')
  @ApiOperation({
    summary: 'Approve or hide the name a donor chose to show (audited); one decision wins a race',
  })
  @ApiOkResponse({ type: StaffGiftMessageDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No such donation, or it has no name to show' })
  @ApiConflictResponse({
    type: ApiErrorBodyDto,
    description: 'Someone else decided the name first; the answer says who and what',
  })
  decideName(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MessageDecisionDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffGiftMessage> {
    return this.messages.decide(id, body, staff, 'name');
  }
}
