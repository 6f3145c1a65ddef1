import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { NewsletterSubscriptionResponse } from '@solar/shared-contracts';
import { ApiErrorBodyDto } from '../app/dto/api-error-body.dto';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { NewsletterSubscriptionResponseDto } from './dto/newsletter-subscription-response.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscribe')
  @HttpCode(HttpStatus.CREATED)
  @RateLimited()
  @ApiOperation({ summary: 'Subscribe an email to the newsletter (consent required)' })
  @ApiCreatedResponse({ type: NewsletterSubscriptionResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid or unknown fields, or no consent' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'This email is already subscribed to our newsletter' })
  subscribe(@Body() body: NewsletterSubscribeDto): Promise<NewsletterSubscriptionResponse> {
    return this.newsletter.subscribe(body);
  }
}
