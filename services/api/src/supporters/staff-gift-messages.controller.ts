import { applyDecorators, Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type Page, type StaffGiftMessage, projectKey, PROJECTS_KEY } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ParseIdPipe } from '../kit/pipes/parse-id.pipe';
import { CurrentStaff, type SignedInStaff, StaffOnly } from '../staff-auth';
import {
  GiftMessageListQueryDto,
  MessageDecisionDto,
  StaffGiftMessageDto,
  StaffGiftMessagePageDto,
} from './dto/gift-messages.dto';
import { GiftMessagesService, type WordsPart } from './gift-messages.service';
import { ChangesPublicData } from '../public-changes/changes-public-data.decorator';

/** A decided message shows on its project's page (or on none: every project's, to be safe). */
const messageProjectKeys = (answer: unknown) => {
  const projectId = (answer as StaffGiftMessage | undefined)?.projectId;
  return typeof projectId === 'number' ? [projectKey(projectId)] : [PROJECTS_KEY];
};

/** PATCH :id/<part>: one decision on a part of a gift's words, with what it changes and its answers documented. */
function DecisionRoute(part: WordsPart, what: string, missing: string) {
  return applyDecorators(
    Patch(`:id/${part}`),
    ChangesPublicData(messageProjectKeys),
    ApiOperation({ summary: `Approve or hide ${what} (audited); one decision wins a race` }),
    ApiOkResponse({ type: StaffGiftMessageDto }),
    ApiBadRequestResponse({ type: ApiErrorBodyDto }),
    ApiNotFoundResponse({ type: ApiErrorBodyDto, description: `No such donation, ${missing}` }),
    ApiConflictResponse({
      type: ApiErrorBodyDto,
      description: `Someone else decided the ${part} first; the answer says who and what`,
    }),
  );
}

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

  @DecisionRoute('message', 'a donor’s message', 'or it has no message')
  decide(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MessageDecisionDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffGiftMessage> {
    return this.messages.decide(id, body, staff, 'message');
  }

  @DecisionRoute('name', 'the name a donor chose to show', 'or it has no name to show')
  decideName(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MessageDecisionDto,
    @CurrentStaff() staff: SignedInStaff,
  ): Promise<StaffGiftMessage> {
    return this.messages.decide(id, body, staff, 'name');
  }
}
