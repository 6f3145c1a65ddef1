import { BadRequestException, Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  FRESH_LINK_MESSAGE,
  type FreshLinkResponse,
  type GivingStatementResponse,
  type ManagedMonthlyGift,
  type PayAndRestartResponse,
} from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { NoStoreInterceptor } from '../kit/no-store.interceptor';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import {
  CancelMonthlyGiftDto,
  ChangeMonthlyAmountDto,
  FreshLinkDto,
  FreshLinkResponseDto,
  GivingStatementDto,
  ManageGiftAidDto,
  ManageTokenDto,
  PayAndRestartDto,
  PayOutstandingDto,
} from './dto/manage.dto';
import { FreshLinkService } from './fresh-link.service';
import { GivingStatementService } from './giving-statement.service';
import { MonthlyGiftManageService } from './monthly-gift-manage.service';

/**
 * A donor's own monthly gift, from the signed link in their email (decision 055). Every answer is `no-store` (it
 * holds the donor's Gift Aid name and address); every change answers the next link, because it spends the one used.
 */
@ApiTags('monthly gift: the donor’s own page')
@Controller('api/monthly-gift/manage')
@UseInterceptors(NoStoreInterceptor)
@ApiForbiddenResponse({ type: ApiErrorBodyDto, description: 'LINK_INVALID: a link we did not send, or tampered with' })
@ApiGoneResponse({
  type: ApiErrorBodyDto,
  description: 'LINK_EXPIRED (over 30 days) or LINK_USED (a change was made with it)',
})
@ApiBadRequestResponse({ type: ApiErrorBodyDto })
export class MonthlyGiftManageController {
  constructor(
    private readonly manage: MonthlyGiftManageService,
    private readonly freshLinks: FreshLinkService,
    private readonly statements: GivingStatementService,
  ) {}

  @Post('view')
  @HttpCode(200)
  @RateLimited()
  @ApiOperation({
    summary:
      'The gift the link opens: amount, status, next payment, Gift Aid. Takes no link; records only what PayPal already did (a new amount approved there) or a request past MONTHLY_AMOUNT_APPROVAL_HOURS (lapsed)',
  })
  @ApiOkResponse({
    description:
      'ManagedMonthlyGift; `lapsedRequest` names a new amount not approved at PayPal in time (its approve link is never given again)',
  })
  view(@Body() body: ManageTokenDto): Promise<ManagedMonthlyGift> {
    return this.manage.view(body.token);
  }

  @Post('amount')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      'ManagedMonthlyGift: the gift as it is now, and the next link; `awaitingApproval` names the PayPal page where the donor approves the new amount when PayPal asks for it (a PayPal-funded gift)',
  })
  @ApiOperation({ summary: 'Change the monthly amount (PayPal revise), from the next payment' })
  @ApiServiceUnavailableResponse({ type: ApiErrorBodyDto, description: 'PayPal cannot be reached: nothing changed' })
  changeAmount(@Body() body: ChangeMonthlyAmountDto): Promise<ManagedMonthlyGift> {
    return this.manage.changeAmount(body.token, body.amount);
  }

  @Post('pause')
  @HttpCode(200)
  @ApiOkResponse({ description: 'ManagedMonthlyGift: the gift as it is now, and the next link' })
  @ApiOperation({ summary: 'Pause the gift (PayPal suspend)' })
  pause(@Body() body: ManageTokenDto): Promise<ManagedMonthlyGift> {
    return this.manage.pause(body.token);
  }

  @Post('resume')
  @HttpCode(200)
  @ApiOkResponse({ description: 'ManagedMonthlyGift: the gift as it is now, and the next link' })
  @ApiOperation({ summary: 'Restart a paused gift (PayPal activate)' })
  @ApiConflictResponse({
    type: ApiErrorBodyDto,
    description:
      'RESTART_NEEDS_PAYMENT: PayPal put the gift on hold after failed payments and will not restart it while money is owed (its SUBSCRIPTION_CANNOT_BE_ACTIVATED); nothing changed',
  })
  resume(@Body() body: ManageTokenDto): Promise<ManagedMonthlyGift> {
    return this.manage.resume(body.token);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOkResponse({ description: 'ManagedMonthlyGift: the gift as it is now, and the next link' })
  @ApiOperation({ summary: 'Cancel the gift (PayPal cancel), once the donor confirmed' })
  cancel(@Body() body: CancelMonthlyGiftDto): Promise<ManagedMonthlyGift> {
    return this.manage.cancel(body.token);
  }

  @Post('pay-outstanding')
  @HttpCode(200)
  @ApiOkResponse({ description: 'ManagedMonthlyGift: the gift as it is now, and the next link' })
  @ApiOperation({
    summary: 'Pay what PayPal says is owed after failed payments (PayPal capture), at the donor’s request',
  })
  @ApiServiceUnavailableResponse({ type: ApiErrorBodyDto, description: 'PayPal cannot be reached: nothing changed' })
  payOutstanding(@Body() body: PayOutstandingDto): Promise<ManagedMonthlyGift> {
    return this.manage.payOutstanding(body.token);
  }

  @Post('pay-and-restart')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      'PayAndRestartResponse: the gift as it is now, the next link, and `restarted`; false when the missed payment was taken (recorded once) but PayPal did not restart the gift, and `message` says the donor can press Restart now',
  })
  @ApiOperation({
    summary:
      'Pay what a gift PayPal put on hold after failed payments owes (PayPal capture), then restart it (PayPal activate), once the donor confirmed the amount',
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorBodyDto, description: 'PAYMENT_DECLINED: nothing changed' })
  @ApiConflictResponse({
    type: ApiErrorBodyDto,
    description: 'RESTART_NEEDS_PAYMENT: nothing owed was taken and PayPal refused the restart; nothing changed',
  })
  @ApiServiceUnavailableResponse({ type: ApiErrorBodyDto, description: 'PayPal cannot be reached: nothing changed' })
  payAndRestart(@Body() body: PayAndRestartDto): Promise<PayAndRestartResponse> {
    return this.manage.payAndRestart(body.token);
  }

  @Post('gift-aid')
  @HttpCode(200)
  @ApiOkResponse({ description: 'ManagedMonthlyGift: the gift as it is now, and the next link' })
  @ApiOperation({ summary: 'Cancel the Gift Aid declaration, or replace it with new details, from today' })
  giftAid(@Body() body: ManageGiftAidDto): Promise<ManagedMonthlyGift> {
    if (!body.cancel === !body.declaration)
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: ['Send either cancel: true or the new declaration'],
      });
    return this.manage.changeGiftAid(body.token, body);
  }

  @Post('statement')
  @HttpCode(202)
  @RateLimited()
  @ApiOperation({ summary: 'Email a giving statement for one UK tax year to the gift’s address' })
  @ApiAcceptedResponse({ description: 'The statement is on its way' })
  async statement(@Body() body: GivingStatementDto): Promise<GivingStatementResponse> {
    await this.statements.request(body.token, body.taxYear);
    return { message: 'Your giving statement is on its way to the email address your gift is linked to.' };
  }

  @Post('fresh-link')
  @HttpCode(202)
  @RateLimited()
  @ApiOperation({
    summary: 'Email a fresh manage link to the address, if it has a monthly gift; the answer is always the same',
  })
  @ApiAcceptedResponse({ type: FreshLinkResponseDto })
  freshLink(@Body() body: FreshLinkDto): FreshLinkResponse {
    this.freshLinks.request(body.email);
    return { message: FRESH_LINK_MESSAGE };
  }
}
