import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { User } from '../users/user.entity';
import { AddressFailures } from './address-failures.service';
import { Clock } from './clock';
import { PasswordHasher } from './password-hasher';
import { type LiveSession, StaffSessions } from './staff-sessions.service';

export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_MS = 15 * 60_000;
/** One answer for every refusal (unknown user, wrong password, locked, disabled), so none can be told apart. */
export const SIGN_IN_REFUSED = 'The username or password is not right';

export type SignInAttempt = { username: string; password: string; address: string };

type Refusal = 'unknown-user' | 'wrong-password' | 'locked' | 'disabled';

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
  ) {}

  /** The caller checks the address's failures first (AddressFailures.retryAfterSeconds) to answer 429. */
  async signIn(attempt: SignInAttempt): Promise<LiveSession & { id: string }> {
    const username = attempt.username.trim().toLowerCase();
    const user = await this.dataSource.getRepository(User).findOneBy({ username });
    const passwordRight = user
      ? await this.hasher.verify(user.password, attempt.password)
      : await this.hasher.verifyNobody(attempt.password);
    const refusal = this.refusalFor(user, passwordRight);
    if (refusal || !user) return this.refuse(user, username, refusal ?? 'unknown-user', attempt.address);
    return this.admit(user);
  }

  private refusalFor(user: User | null, passwordRight: boolean): Refusal | null {
    if (!user) return 'unknown-user';
    if (user.lockedUntil && user.lockedUntil.getTime() > this.clock.now()) return 'locked';
    if (!passwordRight) return 'wrong-password';
    if (user.disabled) return 'disabled';
    return null;
  }

  private async admit(user: User): Promise<LiveSession & { id: string }> {
    return this.dataSource.transaction(async (manager) => {
      const now = new Date(this.clock.now());
      await manager.update(User, { id: user.id }, { failedSignIns: 0, lockedUntil: null, lastSignInAt: now });
      const started = await this.sessions.start(user.id, manager);
      await this.audit.record(
        { actor: user, action: 'sign-in', entityType: 'user', entityId: user.id, before: null, after: null },
        manager,
      );
      // Read back, so the answer shows what the database holds (MySQL keeps whole seconds).
      const signedIn = await manager.findOneByOrFail(User, { id: user.id });
      return { id: started.id, session: started.session, user: signedIn };
    });
  }

  private async refuse(user: User | null, username: string, refusal: Refusal, address: string): Promise<never> {
    await this.addresses.recordFailure(address);
    const locked = refusal === 'wrong-password' && user ? await this.countFailure(user) : false;
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
    throw new UnauthorizedException(SIGN_IN_REFUSED);
  }

  /** Adds one wrong password; the fifth in a row locks the account. Answers whether it locked now. */
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
