import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffEnrolmentConfirmed, StaffEnrolmentStart } from '@solar/shared-contracts';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { ApiErrorBodyDto } from '../kit/dto/api-error-body.dto';
import { AuditLog } from '../audit/audit-log.service';
import { User } from './user.entity';
import {
  ConfirmStaffEnrolmentDto,
  StaffEnrolmentConfirmedDto,
  StaffEnrolmentStartDto,
  StartStaffEnrolmentDto,
} from './dto/staff-enrolment.dto';
import { SecondFactor } from './second-factor.service';
import { setSessionCookie } from '../kit/session-cookie';
import type { SignedInStaff } from './signed-in-staff';
import { CurrentStaff, EnrolmentOnly } from './staff-auth.decorators';
import { StaffSession } from './staff-session.entity';
import { ENROLMENT_SESSION_REQUIRED, type StaffRequest } from './staff-session.guard';
import { StaffSessionView } from './staff-session-view.service';
import { StaffSessions } from './staff-sessions.service';

/**
 * Setting up an authenticator right after the password (decision 049). Only an enrolment session reaches these;
 * confirming ends it and starts a full session.
 */
@ApiTags('staff')
@Controller('api/staff/enrolment')
@EnrolmentOnly()
export class StaffEnrolmentController {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly secondFactor: SecondFactor,
    private readonly sessions: StaffSessions,
    private readonly view: StaffSessionView,
    private readonly audit: AuditLog,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'The secret to add to an authenticator app (enrolment session only)',
    description:
      'The same secret each time within one enrolment session, so a reloaded page shows the same QR code; each enrolment session gets its own, which ends with it (signed out, expired, or a password reset, disabled account or role change). Never answered once the account has an authenticator.',
  })
  @ApiOkResponse({ type: StaffEnrolmentStartDto })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'The account already has an authenticator' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'A body other than an empty object' })
  offer(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: StartStaffEnrolmentDto,
    @Req() request: StaffRequest,
  ): Promise<StaffEnrolmentStart> {
    if (Array.isArray(body)) throw new BadRequestException('The body must be an empty object');
    return this.secondFactor.offer(staff.id, enrolmentOf(request).idHash);
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Confirm the authenticator with one code: answers 10 recovery codes, once, and signs in',
    description: 'Ends the enrolment session and sets the cookie of a full session.',
  })
  @ApiOkResponse({ type: StaffEnrolmentConfirmedDto })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'No code, or not the code the app shows now' })
  @ApiConflictResponse({
    type: ApiErrorBodyDto,
    description: 'Nothing was offered yet, or the account already has an authenticator',
  })
  async confirm(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: ConfirmStaffEnrolmentDto,
    @Req() request: StaffRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StaffEnrolmentConfirmed> {
    const enrolment = enrolmentOf(request);
    const done = await this.dataSource.transaction(async (manager) => {
      const recoveryCodes = await this.secondFactor.confirm(manager, staff.id, enrolment.idHash, body.code);
      await manager.delete(StaffSession, { idHash: enrolment.idHash });
      const started = await this.sessions.start(staff.id, manager);
      const now = new Date(started.session.createdAt);
      await manager.update(User, { id: staff.id }, { failedSignIns: 0, lockedUntil: null, lastSignInAt: now });
      await this.audit.record(
        {
          actor: staff,
          action: 'user.second-factor-enrolled',
          entityType: 'user',
          entityId: staff.id,
          before: { secondFactor: false },
          after: { secondFactor: true, recoveryCodes: recoveryCodes.length },
        },
        manager,
      );
      await this.audit.record(
        {
          actor: staff,
          action: 'sign-in',
          entityType: 'user',
          entityId: staff.id,
          before: null,
          after: { with: 'authenticator' },
        },
        manager,
      );
      const user = await manager.findOneByOrFail(User, { id: staff.id });
      return { recoveryCodes, started, user };
    });
    setSessionCookie(response, done.started.id, this.config.shellOrigin);
    return {
      recoveryCodes: done.recoveryCodes,
      session: this.view.of({ session: done.started.session, user: done.user }),
    };
  }
}

/** The enrolment session EnrolmentSessionGuard let in. */
function enrolmentOf(request: StaffRequest): { idHash: string } {
  if (!request.staffSession) throw new UnauthorizedException(ENROLMENT_SESSION_REQUIRED);
  return request.staffSession;
}
