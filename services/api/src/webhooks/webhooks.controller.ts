import { BadRequestException, Body, Controller, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { isObject } from './paypal-webhook-event';
import { WebhookEvents } from './webhook-events.service';
import { type IncomingHeaders, WebhookVerifier } from './webhook-verifier.service';
import { PROJECTS_KEY } from '@solar/shared-contracts';
import { ChangesPublicData } from '../public-changes/changes-public-data.decorator';

/**
 * PayPal's webhook deliveries. No rate limit (PayPal retries in bursts) but the app-wide 100 KB body limit
 * applies. The body is taken as a plain object: the validation pipe leaves non-DTO types untouched, so the event
 * is forwarded to PayPal's verification exactly as parsed.
 */
@ApiTags('webhooks')
@Controller('paypal/webhook')
@ChangesPublicData([PROJECTS_KEY])
export class WebhooksController {
  constructor(
    private readonly verifier: WebhookVerifier,
    private readonly events: WebhookEvents,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "PayPal's webhook: verified with PayPal, then acted on idempotently" })
  @ApiBody({
    schema: {
      type: 'object',
      description: 'A PayPal webhook event (id, event_type, resource_type, resource, create_time)',
    },
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { received: { type: 'boolean', example: true } } } })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'Missing PayPal signature headers, or the signature did not verify',
  })
  @ApiServiceUnavailableResponse({
    type: ApiErrorBodyDto,
    description: 'PayPal or PAYPAL_WEBHOOK_ID is not configured',
  })
  @ApiBadGatewayResponse({
    type: ApiErrorBodyDto,
    description: 'PayPal could not verify the signature just now (PayPal retries)',
  })
  async receive(
    @Body() body: Record<string, unknown>,
    @Headers() headers: IncomingHeaders,
  ): Promise<{ received: true }> {
    if (!isObject(body)) throw new BadRequestException('The webhook body must be a JSON object');
    await this.verifier.verify(headers, body);
    await this.events.handle(body);
    return { received: true };
  }
}
