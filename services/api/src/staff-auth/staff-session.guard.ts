import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from '../kit/session-cookie';
import type { StaffRequestState } from './signed-in-staff';
import { StaffSessions } from './staff-sessions.service';

export const SIGN_IN_REQUIRED = 'Sign in to the back office to continue';
export const ADMINS_ONLY = 'Only administrators can do this';
export const ENROLMENT_SESSION_REQUIRED =
  'Setting up an authenticator starts at sign-in: sign in with your username and password again';

export type StaffRequest = FastifyRequest & StaffRequestState;

/** 401 unless the request carries the cookie of a live session of an enabled staff member. */
@Injectable()
export class StaffSessionGuard implements CanActivate {
  constructor(private readonly sessions: StaffSessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    // Before any refusal too: interceptors (NoStoreInterceptor) only run once the guards have let a request in.
    context.switchToHttp().getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    if (request.staff) return true;
    const id = readSessionCookie(request);
    const live = id ? await this.sessions.resume(id) : null;
    if (!live) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    request.staff = { id: live.user.id, username: live.user.username, role: live.user.role };
    request.staffSession = live.session;
    return true;
  }
}

/**
 * The enrolment endpoints' guard (decision 049): 401 unless the cookie is a live enrolment session, the half
 * signed-in state between a right password and a confirmed authenticator. A full session does not pass either.
 */
@Injectable()
export class EnrolmentSessionGuard implements CanActivate {
  constructor(private readonly sessions: StaffSessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    context.switchToHttp().getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    const id = readSessionCookie(request);
    const live = id ? await this.sessions.resume(id, 'enrolment') : null;
    if (!live) throw new UnauthorizedException(ENROLMENT_SESSION_REQUIRED);
    request.staff = { id: live.user.id, username: live.user.username, role: live.user.role };
    request.staffSession = live.session;
    return true;
  }
}

/** Sign-out's guard: 401 unless the cookie is a live session of either stage, so an enrolment session can end too. */
@Injectable()
export class AnyStaffSessionGuard implements CanActivate {
  constructor(private readonly sessions: StaffSessions) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    context.switchToHttp().getResponse<FastifyReply>().header('Cache-Control', 'no-store');
    const id = readSessionCookie(request);
    const live = id ? await this.sessions.resume(id, 'any') : null;
    if (!live) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    request.staff = { id: live.user.id, username: live.user.username, role: live.user.role };
    request.staffSession = live.session;
    return true;
  }
}

/** 403 for a signed-in member of staff whose role is not admin (runs after StaffSessionGuard). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    if (request.staff?.role !== 'admin') throw new ForbiddenException(ADMINS_ONLY);
    return true;
  }
}
