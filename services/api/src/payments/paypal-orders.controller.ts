import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { type CaptureOrderResponse, type CreateOrderResponse, projectKey } from '@solar/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { ChangesPublicData } from '../public-changes/changes-public-data.decorator';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { DonationCaptureService } from './donation-capture.service';
import { DonationOrdersService } from './donation-orders.service';
import { CaptureOrderResponseDto } from './dto/capture-order-response.dto';
import { CreateOrderDto } from './dto/create-order.dto';
import { CreateOrderResponseDto } from './dto/create-order-response.dto';
import { setGiftMarker } from './gift-marker';
import { ParseOrderIdPipe } from './pipes/parse-order-id.pipe';

/** A taken gift moves its project's figures; a gift to no project shows on no page. */
const capturedProjectKeys = (answer: unknown) => {
  const { status, projectId } = answer as CaptureOrderResponse;
  return status === 'COMPLETED' && projectId !== null ? [projectKey(projectId)] : [];
};

const error = (description: string) => ({ type: ApiErrorBodyDto, description });

@ApiTags('payments')
@Controller('paypal/order')
export class PaypalOrdersController {
  constructor(
    private readonly orders: DonationOrdersService,
    private readonly captures: DonationCaptureService,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
  ) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiOperation({ summary: 'Create a PayPal order for a one-off gift and record it as pending' })
  @ApiCreatedResponse({ type: CreateOrderResponseDto })
  @ApiBadRequestResponse(error('Invalid amount, currency, intent, project id, email or name, or unknown fields'))
  @ApiNotFoundResponse(error('projectId names no project'))
  @ApiUnprocessableEntityResponse(error('PayPal refused the order (its issue code in `error`)'))
  @ApiBadGatewayResponse(error('PayPal failed or did not answer'))
  @ApiServiceUnavailableResponse(error('PayPal is not configured'))
  create(@Body() body: CreateOrderDto): Promise<CreateOrderResponse> {
    return this.orders.create(body);
  }

  @Post(':orderId/capture')
  @HttpCode(HttpStatus.OK)
  @ChangesPublicData(capturedProjectKeys)
  @ApiOperation({ summary: 'Capture an approved order (idempotent): COMPLETED means the gift was taken' })
  @ApiParam({ name: 'orderId', type: String, example: '5O190127TN364715T' })
  @ApiOkResponse({ type: CaptureOrderResponseDto })
  @ApiBadRequestResponse(error('The order id is not 1 to 36 capital letters, digits or hyphens'))
  @ApiNotFoundResponse(error('No donation was created for this order'))
  @ApiUnprocessableEntityResponse(
    error('PayPal refused the capture, e.g. ORDER_NOT_APPROVED; the donation stays pending'),
  )
  @ApiBadGatewayResponse(error('PayPal failed or did not answer'))
  @ApiServiceUnavailableResponse(error('PayPal is not configured'))
  async capture(
    @Param('orderId', ParseOrderIdPipe) orderId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CaptureOrderResponse> {
    const captured = await this.captures.capture(orderId);
    if (captured.status === 'COMPLETED' && captured.projectId !== null)
      setGiftMarker(request, reply, captured.projectId, this.config.shellOrigin);
    return captured;
  }
}
