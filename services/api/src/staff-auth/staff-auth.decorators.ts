import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  UnauthorizedException,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { NoStoreInterceptor } from '../kit/no-store.interceptor';
import { STAFF_SESSION_COOKIE } from '../kit/session-cookie';
import type { SignedInStaff } from './signed-in-staff';
import {
  AdminGuard,
  AnyStaffSessionGuard,
  EnrolmentSessionGuard,
  SIGN_IN_REQUIRED,
  type StaffRequest,
  StaffSessionGuard,
} from './staff-session.guard';

const staffDocs = () => [
  ApiCookieAuth(STAFF_SESSION_COOKIE),
  ApiUnauthorizedResponse({
    type: ApiErrorBodyDto,
    description: 'No live staff session (sign in at POST /api/staff/session)',
  }),
];

/**
 * Any signed-in, enabled member of staff; 401 otherwise. Answers carry Cache-Control: no-store (they hold
 * personal data), and the operation is documented with the session cookie.
 */
export function StaffOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(StaffSessionGuard), UseInterceptors(NoStoreInterceptor), ...staffDocs());
}

/** A live session of either stage (a full one, or an enrolment session): signing out. */
export function AnySession(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(AnyStaffSessionGuard), UseInterceptors(NoStoreInterceptor), ...staffDocs());
}

/** Administrators only: 401 without a session, 403 for role staff. */
export function AdminOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(StaffSessionGuard, AdminGuard),
    UseInterceptors(NoStoreInterceptor),
    ...staffDocs(),
    ApiForbiddenResponse({ type: ApiErrorBodyDto, description: 'Signed in, but not an administrator' }),
  );
}

/**
 * Only the enrolment session a right password started for an account that must set up an authenticator
 * (decision 049); 401 with any other cookie or none.
 */
export function EnrolmentOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(EnrolmentSessionGuard),
    UseInterceptors(NoStoreInterceptor),
    ApiCookieAuth(STAFF_SESSION_COOKIE),
    ApiUnauthorizedResponse({
      type: ApiErrorBodyDto,
      description:
        'No live enrolment session (a full session does not count): sign in again at POST /api/staff/session',
    }),
  );
}

/** `{ id, username, role }` of the signed-in member of staff, on a route under @StaffOnly() or @AdminOnly(). */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInStaff => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw new UnauthorizedException(SIGN_IN_REQUIRED);
  return staff;
});
