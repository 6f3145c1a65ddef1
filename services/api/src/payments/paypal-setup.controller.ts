import { Controller, Get, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { PaypalSetupResponse } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { PaypalSetupResponseDto } from './dto/paypal-setup-response.dto';
import { NoStoreInterceptor } from '../kit/no-store.interceptor';
import { PaypalSetupService } from './paypal-setup.service';

const notConfigured = {
  type: ApiErrorBodyDto,
  description: 'PayPal is not configured (the site offers bank transfer instead)',
};

@ApiTags('payments')
@Controller()
@UseInterceptors(NoStoreInterceptor)
export class PaypalSetupController {
  constructor(private readonly setupService: PaypalSetupService) {}

  @Get('paypal/setup')
  @ApiOperation({ summary: 'The PayPal client id and environment the browser loads the JS SDK with' })
  @ApiOkResponse({ type: PaypalSetupResponseDto })
  @ApiServiceUnavailableResponse(notConfigured)
  setup(): PaypalSetupResponse {
    return this.setupService.setup();
  }
}
