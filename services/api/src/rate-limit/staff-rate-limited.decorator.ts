import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { STAFF_RATE_LIMIT, type StaffRateLimit, StaffThrottlerGuard } from './staff-throttler.guard';

/**
 * Counts a route's requests per signed-in staff account (the session's, never a header the client sends) in the
 * rate limiter's shared table, so every replica counts against the same number; over the limit, 429 JSON with
 * Retry-After and the handler never runs. Goes under @StaffOnly(), whose guard names the account first.
 */
export function StaffRateLimited(rule: StaffRateLimit, description: string): MethodDecorator {
  return applyDecorators(
    SetMetadata(STAFF_RATE_LIMIT, rule),
    UseGuards(StaffThrottlerGuard),
    ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description }),
  );
}
