import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';

/** Applies the per-client limit of RateLimitModule to one route: over it, 429 JSON with Retry-After (seconds). */
export function RateLimited(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({
      type: ApiErrorBodyDto,
      description: 'More than RATE_LIMIT_PER_MINUTE requests from this client in the current minute; see Retry-After',
    }),
  );
}
