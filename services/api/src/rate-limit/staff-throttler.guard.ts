import { type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { SIGN_IN_REQUIRED, type StaffRequest } from '../staff-auth/staff-session.guard';

/** A limit per staff account on one route: `limit` requests (read from the config) per fixed `windowMs`. */
export type StaffRateLimit = {
  limit: (config: CoreConfig) => number;
  windowMs: number;
  /** The 429's words, given the limit and the seconds until the window ends (also sent as Retry-After). */
  message: (limit: number, retryAfterSeconds: number) => string;
};

export const STAFF_RATE_LIMIT = 'solar:staff-rate-limit';

/**
 * The throttler's own guard and storage (decision 006's shared counters, Retry-After, 429 JSON), keyed by the
 * staff account the session guard found instead of the client's address, with the route's own limit and window.
 */
@Injectable()
export class StaffThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const rule = this.ruleOf(request.context);
    return super.handleRequest({
      ...request,
      limit: rule.limit(this.config),
      ttl: rule.windowMs,
      blockDuration: rule.windowMs,
      getTracker: async (req) => {
        const staff = (req as StaffRequest).staff;
        if (!staff) throw new UnauthorizedException(SIGN_IN_REQUIRED);
        return `staff:${staff.id}`;
      },
    });
  }

  protected override async getErrorMessage(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<string> {
    return this.ruleOf(context).message(detail.limit, detail.timeToBlockExpire);
  }

  private ruleOf(context: ExecutionContext): StaffRateLimit {
    const rule = this.reflector.get<StaffRateLimit | undefined>(STAFF_RATE_LIMIT, context.getHandler());
    if (!rule) throw new Error(`${context.getClass().name}.${context.getHandler().name} has no @StaffRateLimited()`);
    return rule;
  }
}
