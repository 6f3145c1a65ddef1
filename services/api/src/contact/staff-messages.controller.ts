import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page, StaffContactMessage } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import { MessageListQueryDto } from './dto/message-list-query.dto';
import { StaffContactMessageDto, StaffContactMessagePageDto } from './dto/staff-contact-message.dto';
import { UpdateMessageDto } from './dto/update-message.dto';
import { StaffMessagesService } from './staff-messages.service';

@ApiTags('staff: contact messages')
@Controller('api/staff/messages')
@StaffOnly()
export class StaffMessagesController {
  constructor(private readonly messages: StaffMessagesService) {}

  @Get()
  @ApiOperation({
    summary:
      'One page of contact messages, newest first (filter unread, read or all; search name, email, subject, message)',
  })
  @ApiOkResponse({ type: StaffContactMessagePageDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'An unknown filter, or a page or page size out of range',
  })
  list(@Query() query: MessageListQueryDto): Promise<Page<StaffContactMessage>> {
    return this.messages.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One contact message; opening it marks it read (audited)' })
  @ApiOkResponse({ type: StaffContactMessageDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  open(@Param('id', ParseIdPipe) id: number, @CurrentStaff() staff: SignedInStaff): Promise<StaffContactMessage> {
    return this.messages.open(id, staff);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Mark a contact message read or unread (audited)' })
  @ApiOkResponse({ type: StaffContactMessageDto })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateMessageDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffContactMessage> {
    return this.messages.update(id, body.isRead, staff);
  }
}
