import { Global, Module } from '@nestjs/common';
import { AccountAttempts } from './account-attempts.service';
import { AddressFailures } from './address-failures.service';
import { Clock } from '../kit/clock';
import { PasswordHasher } from './password-hasher';
import { SecondFactor } from './second-factor.service';
import { SignInService } from './sign-in.service';
import { StaffEnrolmentController } from './staff-enrolment.controller';
import { AdminGuard, AnyStaffSessionGuard, EnrolmentSessionGuard, StaffSessionGuard } from './staff-session.guard';
import { StaffSessionController } from './staff-session.controller';
import { StaffSessionView } from './staff-session-view.service';
import { StaffSessions } from './staff-sessions.service';

/**
 * Staff sign-in and sessions (decision 018), with a second factor (decision 049). Global, so any domain module's controller can use
 * @StaffOnly()/@AdminOnly(), whose guards need StaffSessions.
 */
@Global()
@Module({
  controllers: [StaffSessionController, StaffEnrolmentController],
  providers: [
    Clock,
    PasswordHasher,
    StaffSessions,
    AddressFailures,
    AccountAttempts,
    SignInService,
    StaffSessionView,
    StaffSessionGuard,
    EnrolmentSessionGuard,
    AnyStaffSessionGuard,
    AdminGuard,
    SecondFactor,
  ],
  exports: [Clock, PasswordHasher, StaffSessions, StaffSessionGuard, AdminGuard, SecondFactor, AccountAttempts],
})
export class StaffAuthModule {}
