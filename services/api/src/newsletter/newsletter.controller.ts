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
  ApiConsumes,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  type NewsletterConfirmResponse,
  type NewsletterSignUpResponse,
  UNSUBSCRIBE_TOKEN_PARAM,
  type UnsubscribeResponse,
} from '@solar/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import {
  NewsletterConfirmRequestDto,
  NewsletterConfirmResponseDto,
  NewsletterSignUpResponseDto,
} from './dto/newsletter-confirmation.dto';
import { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { UnsubscribeRequestDto, UnsubscribeResponseDto } from './dto/unsubscribe.dto';
import { NewsletterSignUpService } from './newsletter-sign-up.service';
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
    private readonly signUps: NewsletterSignUpService,
    private readonly unsubscribes: UnsubscribeService,
  ) {}

  @Post('subscribe')
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiOperation({
    summary:
      'Ask for the newsletter (consent required): emails a link that confirms it (double opt-in, decision 077). The ' +
      'same answer for every address; the email goes again only some minutes after the last',
  })
  @ApiCreatedResponse({ type: NewsletterSignUpResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid or unknown fields, no consent, or old words' })
  subscribe(@Body() body: NewsletterSubscribeDto): Promise<NewsletterSignUpResponse> {
    return this.signUps.requestSignUp(body);
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({
    summary:
      'Confirm the sign-up a signed email link names (the confirmation page’s button): consent recorded, welcome ' +
      'sent; idempotent',
  })
  @ApiOkResponse({ type: NewsletterConfirmResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No token, or a token that is not of the link’s shape' })
  @ApiNotFoundResponse({
    type: ApiErrorBodyDto,
    description: 'The token names no sign-up or its signature is wrong (one answer for both)',
  })
  @ApiGoneResponse({ type: ApiErrorBodyDto, description: 'The link has expired: sign up again' })
  confirm(@Body() body: NewsletterConfirmRequestDto): Promise<NewsletterConfirmResponse> {
    return this.signUps.confirm(body.token);
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
