import {
  applyDecorators,
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  type NewsletterSubscriptionResponse,
  UNSUBSCRIBE_TOKEN_PARAM,
  type UnsubscribeResponse,
} from '@solar/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { ApiErrorBodyDto } from '../app/dto/api-error-body.dto';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { NewsletterSubscriptionResponseDto } from './dto/newsletter-subscription-response.dto';
import { UnsubscribeRequestDto, UnsubscribeResponseDto } from './dto/unsubscribe.dto';
import { NewsletterService } from './newsletter.service';
import { FORM_MEDIA_TYPES, isOneClickRequest, ONE_CLICK_FIELD, ONE_CLICK_VALUE } from './one-click-form';
import { UnsubscribeService } from './unsubscribe.service';

export const ONE_CLICK_ROUTE = 'one-click-unsubscribe';
export const NOT_ONE_CLICK_MESSAGE = `A one-click unsubscribe is a form post of exactly ${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}, url-encoded or multipart`;

const TokenRefusals = () =>
  applyDecorators(
    ApiBadRequestResponse({
      type: ApiErrorBodyDto,
      description: 'No token, or a token that is not of the link’s shape',
    }),
    ApiNotFoundResponse({
      type: ApiErrorBodyDto,
      description: 'The token names no subscriber or its signature is wrong (one answer for both)',
    }),
  );

@ApiTags('newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly unsubscribes: UnsubscribeService,
  ) {}

  @Post('subscribe')
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiOperation({
    summary: 'Subscribe an email to the newsletter (consent required); an unsubscribed address is re-activated',
  })
  @ApiCreatedResponse({ type: NewsletterSubscriptionResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid or unknown fields, or no consent' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'This email is already subscribed to our newsletter' })
  subscribe(@Body() body: NewsletterSubscribeDto): Promise<NewsletterSubscriptionResponse> {
    return this.newsletter.subscribe(body);
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({
    summary: 'Unsubscribe the subscriber a signed email link names (the unsubscribe page’s confirm button); idempotent',
  })
  @ApiOkResponse({ type: UnsubscribeResponseDto })
  @TokenRefusals()
  unsubscribe(@Body() body: UnsubscribeRequestDto): Promise<UnsubscribeResponse> {
    return this.unsubscribes.unsubscribe(body.token);
  }

  /**
   * RFC 8058 one-click: mail providers post it from their servers, with no Origin and as a form, so it is an
   * intake exception (decision 015). Not rate-limited: one provider's servers post for many subscribers at once,
   * and a refused one-click is not retried; the signed token is the guard.
   */
  @Post(ONE_CLICK_ROUTE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'RFC 8058 one-click unsubscribe, posted by mail providers: form body List-Unsubscribe=One-Click, token in `t`',
  })
  @ApiConsumes(...FORM_MEDIA_TYPES)
  @ApiQuery({
    name: UNSUBSCRIBE_TOKEN_PARAM,
    type: String,
    required: true,
    description: 'The signed token of the email’s List-Unsubscribe link',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: [ONE_CLICK_FIELD],
      properties: { [ONE_CLICK_FIELD]: { type: 'string', enum: [ONE_CLICK_VALUE] } },
    },
  })
  @ApiOkResponse({ type: UnsubscribeResponseDto })
  @TokenRefusals()
  oneClick(
    @Req() request: FastifyRequest,
    @Query(UNSUBSCRIBE_TOKEN_PARAM) token: unknown,
  ): Promise<UnsubscribeResponse> {
    if (!isOneClickRequest(request)) throw new BadRequestException(NOT_ONE_CLICK_MESSAGE);
    if (typeof token !== 'string' || token === '')
      throw new BadRequestException(`The link's ${UNSUBSCRIBE_TOKEN_PARAM} parameter is missing`);
    return this.unsubscribes.unsubscribe(token);
  }
}
