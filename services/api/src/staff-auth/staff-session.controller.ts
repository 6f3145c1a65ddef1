import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { StaffEnrolmentRequired, StaffSessionResponse } from '@solar/shared-contracts';
import type { FastifyReply } from 'fastify';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { NoStoreInterceptor } from '../kit/no-store.interceptor';
import { AuditLog } from '../audit/audit-log.service';
import { StaffEnrolmentRequiredDto } from './dto/staff-enrolment.dto';
import { StaffSessionResponseDto } from './dto/staff-session-response.dto';
import { StaffSignInDto } from './dto/staff-sign-in.dto';
import { clearSessionCookie, readSessionCookie, setSessionCookie, STAFF_SESSION_COOKIE } from '../kit/session-cookie';
import { AddressLimited, SignInService } from './sign-in.service';
import type { SignedInStaff } from './signed-in-staff';
import { AnySession, CurrentStaff, StaffOnly } from './staff-auth.decorators';
import type { StaffRequest } from './staff-session.guard';
import { StaffSessionView } from './staff-session-view.service';
import { StaffSessions } from './staff-sessions.service';

@ApiTags('staff')
@Controller('api/staff/session')
@UseInterceptors(NoStoreInterceptor)
export class StaffSessionController {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly signInService: SignInService,
    private readonly sessions: StaffSessions,
    private readonly view: StaffSessionView,
    private readonly audit: AuditLog,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in to the back office: sets the session cookie (HttpOnly, SameSite=Strict)',
    description:
      'Once an account has an authenticator, `code` (its current 6-digit code, or a recovery code) must come with the password; each code works once. An account that must have one (STAFF_MFA) and has none gets an enrolment session instead: `enrolmentRequired` in the answer, and a cookie that opens only /api/staff/enrolment for 10 minutes.',
  })
  @ApiExtraModels(StaffSessionResponseDto, StaffEnrolmentRequiredDto)
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(StaffSessionResponseDto) }, { $ref: getSchemaPath(StaffEnrolmentRequiredDto) }],
    },
    description: 'Signed in (the session), or an authenticator must be set up first (enrolmentRequired)',
    headers: {
      'Set-Cookie': {
        description: `${STAFF_SESSION_COOKIE}=…; Path=/; HttpOnly; SameSite=Strict`,
        schema: { type: 'string' },
      },
    },
  })
  @ApiUnauthorizedResponse({
    type: ApiErrorBodyDto,
    description:
      'Wrong username or password, or the account is locked (15 minutes after 5 failures) or disabled: one answer for all. With the right password and an authenticator on the account: reason code-required (no code sent) or code-refused (wrong, too old or already used; counts toward the lockout)',
  })
  @ApiTooManyRequestsResponse({
    type: ApiErrorBodyDto,
    description:
      'More than 10 failed sign-ins (or attempts in flight) from this address in 15 minutes; see Retry-After',
  })
  async signIn(
    @Body() body: StaffSignInDto,
    @Req() request: StaffRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StaffSessionResponse | StaffEnrolmentRequired> {
    const previous = readSessionCookie(request);
    if (previous) await this.sessions.end(previous);
    const signedIn = await this.signInService
      .signIn({ username: body.username, password: body.password, code: body.code, address: request.ip ?? 'unknown' })
      .catch((error: unknown) => {
        if (error instanceof AddressLimited) response.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      });
    setSessionCookie(response, signedIn.id, this.config.shellOrigin);
    if (signedIn.stage === 'enrolment')
      return {
        enrolmentRequired: true,
        username: signedIn.user.username,
        expiresAt: new Date(signedIn.session.expiresAt).toISOString(),
      };
    return this.view.of(signedIn);
  }

  @Get()
  @StaffOnly()
  @ApiOperation({ summary: 'Who is signed in, and when the session ends' })
  @ApiOkResponse({ type: StaffSessionResponseDto })
  whoAmI(@Req() request: StaffRequest): Promise<StaffSessionResponse> {
    return this.view.current(request);
  }

  @Delete()
  @AnySession()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Sign out: ends the session (a full one or an enrolment session, with any secret it was offered) and clears the cookie',
  })
  @ApiNoContentResponse({ description: 'Signed out' })
  async signOut(
    @Req() request: StaffRequest,
    @CurrentStaff() staff: SignedInStaff,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<void> {
    const id = readSessionCookie(request);
    if (id) await this.sessions.end(id);
    await this.audit.record({
      actor: staff,
      action: 'sign-out',
      entityType: 'user',
      entityId: staff.id,
      before: null,
      after: null,
    });
    clearSessionCookie(response, this.config.shellOrigin);
  }
}
