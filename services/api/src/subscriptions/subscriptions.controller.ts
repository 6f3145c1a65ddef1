import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  type ActivateSubscriptionResponse,
  type CreateSubscriptionResponse,
  PROJECTS_KEY,
} from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { CreateSubscriptionDto } from './dto/create-subscription.dto';
import { ActivateSubscriptionResponseDto, CreateSubscriptionResponseDto } from './dto/subscription-responses.dto';
import { PaypalSubscriptionIdPipe } from './subscription-id.pipe';
import { SubscriptionsService } from './subscriptions.service';
import { ChangesPublicData } from '../public-changes/changes-public-data.decorator';

@ApiTags('subscriptions')
@Controller('api/subscription')
@ApiServiceUnavailableResponse({ type: ApiErrorBodyDto, description: 'PayPal is not configured' })
@ApiBadGatewayResponse({ type: ApiErrorBodyDto, description: 'PayPal could not be reached or refused the request' })
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiOperation({
    summary: 'Start a monthly gift: creates a PayPal subscription for the donor to approve (follow the approve link)',
  })
  @ApiCreatedResponse({ type: CreateSubscriptionResponseDto })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'Invalid amount, currency, frequency, project or unknown fields',
  })
  create(@Body() body: CreateSubscriptionDto): Promise<CreateSubscriptionResponse> {
    return this.subscriptions.create(body);
  }

  @Post(':subscriptionId/activate')
  @ChangesPublicData([PROJECTS_KEY])
  @HttpCode(HttpStatus.OK)
  @RateLimited()
  @ApiOperation({ summary: 'Confirm a monthly gift once the donor approved it at PayPal (safe to repeat)' })
  @ApiParam({ name: 'subscriptionId', type: String, example: 'I-BW452GLLEP1G' })
  @ApiOkResponse({ type: ActivateSubscriptionResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Not a PayPal subscription id' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No monthly gift has this id' })
  @ApiConflictResponse({
    type: ApiErrorBodyDto,
    description: 'Not approved at PayPal yet, or cancelled, suspended or expired there',
  })
  activate(
    @Param('subscriptionId', PaypalSubscriptionIdPipe) subscriptionId: string,
  ): Promise<ActivateSubscriptionResponse> {
    return this.subscriptions.activate(subscriptionId);
  }
}
