import { Injectable, UnauthorizedException } from '@nestjs/common';
import { STAFF_SIGN_IN_REASONS } from '@solar/shared-contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { User } from '../users/user.entity';
import { AddressFailures } from './address-failures.service';
import { Clock } from './clock';
import { PasswordHasher } from './password-hasher';
import { SecondFactor, type SecondFactorUsed } from './second-factor.service';
import { type LiveSession, StaffSessions } from './staff-sessions.service';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60_000;
/** One answer for every refusal (unknown user, wrong password, locked, disabled), so none can be told apart. */
export const SIGN_IN_REFUSED = 'The username or password is not right';

/** The password was right and the account has an authenticator, but no code came with it. */
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes';
/** The code was wrong, from too far from now, or already used. */
export const CODE_REFUSED =
  'That code is not right or has already been used. Enter the code your authenticator app shows now, or an unused recovery code';

export type SignInAttempt = { username: string; password: string; code?: string; address: string };

/** A session started: a full one, or (an authenticator must be set up first) an enrolment session. */
export type SignInOutcome = LiveSession & { id: string; stage: 'signed-in' | 'enrolment' };

type Refusal = 'unknown-user' | 'wrong-password' | 'wrong-code' | 'locked' | 'disabled';

/** Checks a username and password and starts a session (decision 018). */
@Injectable()
export class SignInService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: StaffSessions,
    private readonly addresses: AddressFailures,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly secondFactor: SecondFactor,
  ) {}

  /**
   * The caller checks the address's failures first (AddressFailures.retryAfterSeconds) to answer 429. With the
   * right password: an account with an authenticator also needs a code (401 with reason code-required without one;
   * a wrong or replayed one is a failure like a wrong password); one that must have an authenticator and has none
   * gets an enrolment session (decision 049).
   */
  async signIn(attempt: SignInAttempt): Promise<SignInOutcome> {
    const username = attempt.username.trim().toLowerCase();
    const user = await this.dataSource.getRepository(User).findOneBy({ username });
    const passwordRight = user
      ? await this.hasher.verify(user.password, attempt.password)
      : await this.hasher.verifyNobody(attempt.password);
    const refusal = this.refusalFor(user, passwordRight);
    if (refusal || !user) return this.refuse(user, username, refusal ?? 'unknown-user', attempt.address);
    if (user.totpSecret) {
      const code = attempt.code?.trim();
      if (!code)
        throw new UnauthorizedException({ message: CODE_REQUIRED, reason: STAFF_SIGN_IN_REASONS.codeRequired });
      const used = await this.secondFactor.verify(user, code);
      if (!used) return this.refuse(user, username, 'wrong-code', attempt.address);
      return this.admit(user, used);
    }
    if (this.secondFactor.isRequiredFor(user)) return this.startEnrolment(user);
    return this.admit(user, null);
  }

  /** The password was right; this account must set up an authenticator before anything else (audited). */
  private async startEnrolment(user: User): Promise<SignInOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const started = await this.sessions.start(user.id, manager, 'enrolment');
      await this.audit.record(
        {
          actor: user,
          action: 'sign-in-enrolment-started',
          entityType: 'user',
          entityId: user.id,
          before: null,
          after: null,
        },
        manager,
      );
      return { id: started.id, session: started.session, user, stage: 'enrolment' as const };
    });
  }

  private refusalFor(user: User | null, passwordRight: boolean): Refusal | null {
    if (!user) return 'unknown-user';
    if (user.lockedUntil && user.lockedUntil.getTime() > this.clock.now()) return 'locked';
    if (!passwordRight) return 'wrong-password';
    if (user.disabled) return 'disabled';
    return null;
  }

  private async admit(user: User, used: SecondFactorUsed | null): Promise<SignInOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const now = new Date(this.clock.now());
      await manager.update(User, { id: user.id }, { failedSignIns: 0, lockedUntil: null, lastSignInAt: now });
      const started = await this.sessions.start(user.id, manager);
      const after =
        used === 'recovery-code'
          ? { with: used, recoveryCodesLeft: await this.secondFactor.unusedRecoveryCodes(user.id, manager) }
          : used
            ? { with: used }
            : null;
      await this.audit.record(
        { actor: user, action: 'sign-in', entityType: 'user', entityId: user.id, before: null, after },
        manager,
      );
      // Read back, so the answer shows what the database holds (MySQL keeps whole seconds).
      const signedIn = await manager.findOneByOrFail(User, { id: user.id });
      return { id: started.id, session: started.session, user: signedIn, stage: 'signed-in' as const };
    });
  }

  private async refuse(user: User | null, username: string, refusal: Refusal, address: string): Promise<never> {
    await this.addresses.recordFailure(address);
    const counted = refusal === 'wrong-password' || refusal === 'wrong-code';
    const locked = counted && user ? await this.countFailure(user) : false;
    await this.audit.record({
      actor: user,
      action: 'sign-in-refused',
      entityType: 'user',
      entityId: user?.id ?? null,
      before: null,
      // An unknown "username" is not kept: it is often a password typed into the wrong box.
      after: {
        ...(user ? { username } : {}),
        reason: refusal,
        ...(locked ? { lockedForMinutes: LOCKOUT_MS / 60_000 } : {}),
      },
    });
    if (refusal === 'wrong-code')
      throw new UnauthorizedException({ message: CODE_REFUSED, reason: STAFF_SIGN_IN_REASONS.codeRefused });
    throw new UnauthorizedException(SIGN_IN_REFUSED);
  }

  /** Adds one wrong password or code; the fifth in a row locks the account. Answers whether it locked now. */
  private async countFailure(user: User): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.increment(User, { id: user.id }, 'failedSignIns', 1);
      const { failedSignIns } = await manager.findOneByOrFail(User, { id: user.id });
      if (failedSignIns < MAX_FAILED_SIGN_INS) return false;
      await manager.update(
        User,
        { id: user.id },
        { failedSignIns: 0, lockedUntil: new Date(this.clock.now() + LOCKOUT_MS) },
      );
      return true;
    });
  }
}
