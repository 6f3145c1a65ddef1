import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { STAFF_SIGN_IN_REASONS } from '@solar/shared-contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { User } from './user.entity';
import { type AccountSlot, AccountAttempts, LOCKOUT_MS } from './account-attempts.service';
import { AddressFailures, type AddressSlot } from './address-failures.service';
import { Clock } from '../kit/clock';
import { PasswordHasher } from './password-hasher';
import { SecondFactor, type SecondFactorUsed } from './second-factor.service';
import { type LiveSession, StaffSessions } from './staff-sessions.service';

export { LOCKOUT_MS, MAX_FAILED_SIGN_INS } from './account-attempts.service';
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

export const ADDRESS_LIMITED = 'Too many failed sign-ins from this address, please try again later';

/** 429: this address has no attempt left in its window; the controller sends Retry-After. */
export class AddressLimited extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(ADDRESS_LIMITED, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The slots one attempt holds while it is judged (decision 063). */
type Slots = { address: AddressSlot; account: AccountSlot | null };

/** Checks a username and password and starts a session (decision 018). */
@Injectable()
export class SignInService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: StaffSessions,
    private readonly addresses: AddressFailures,
    private readonly attempts: AccountAttempts,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly secondFactor: SecondFactor,
  ) {}

  /**
   * Each attempt first takes a slot for its address (429 without one) and, for a known account, one for the account
   * (refused as locked without one), before the password or code is checked (decision 063). With the right
   * password: an account with an authenticator also needs a code (401 with reason code-required without one; a
   * wrong or replayed one is a failure like a wrong password); one that must have an authenticator and has none
   * gets an enrolment session (decision 049).
   */
  async signIn(attempt: SignInAttempt): Promise<SignInOutcome> {
    const address = await this.addresses.reserve(attempt.address);
    if (!('key' in address)) throw new AddressLimited(address.retryAfterSeconds);
    const username = attempt.username.trim().toLowerCase();
    const user = await this.dataSource.getRepository(User).findOneBy({ username });
    if (!user) {
      await this.hasher.verifyNobody(attempt.password);
      return this.refuse(null, username, 'unknown-user', { address, account: null });
    }
    const slots = { address, account: await this.attempts.reserve(user.id) };
    if (!slots.account) return this.refuse(user, username, 'locked', slots);
    if (!(await this.hasher.verify(user.password, attempt.password)))
      return this.refuse(user, username, 'wrong-password', slots);
    if (user.disabled) return this.refuse(user, username, 'disabled', slots);
    if (user.totpSecret) {
      const code = attempt.code?.trim();
      if (!code) {
        await this.giveBack(slots);
        throw new UnauthorizedException({ message: CODE_REQUIRED, reason: STAFF_SIGN_IN_REASONS.codeRequired });
      }
      const used = await this.secondFactor.verify(user, code);
      if (!used) return this.refuse(user, username, 'wrong-code', slots);
      return this.admit(user, used, slots);
    }
    if (this.secondFactor.isRequiredFor(user)) {
      await this.giveBack(slots);
      return this.startEnrolment(user);
    }
    return this.admit(user, null, slots);
  }

  /** The password was right: the attempt was no failure, for the address or the account. */
  private async giveBack(slots: Slots): Promise<void> {
    await this.addresses.release(slots.address);
    if (slots.account) await this.attempts.release(slots.account);
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

  private async admit(user: User, used: SecondFactorUsed | null, slots: Slots): Promise<SignInOutcome> {
    await this.addresses.release(slots.address);
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

  /** Refuses, keeping the attempt's slots: they are its failure, counted before it was judged. */
  private async refuse(user: User | null, username: string, refusal: Refusal, slots: Slots): Promise<never> {
    const locked = refusal !== 'locked' && slots.account?.locks === true;
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
}
