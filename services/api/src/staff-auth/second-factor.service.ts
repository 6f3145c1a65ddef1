import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffEnrolmentStart } from '@solar/shared-contracts';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { User } from './user.entity';
import { Clock } from '../kit/clock';
import { StaffRecoveryCode } from './recovery-code.entity';
import { StaffSession } from './staff-session.entity';
import { asRecoveryCode, hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { open, seal } from './secret-box';
import { mustHaveSecondFactor, STAFF_MFA_CONFIG, type StaffMfaConfig } from './staff-mfa-config';
import { asTotpCode, matchingStep, newTotpSecret, otpauthUri, TOTP_ISSUER } from './totp';

export const ENROLMENT_CODE_REFUSED =
  'That code is not right. Check the app shows this account, then enter the 6-digit code it shows now';
export const ENROLMENT_ENDED = 'This set-up has ended: sign in with your username and password again';
export const ALREADY_ENROLLED = 'This account already has an authenticator. Sign in again with its code';

/** How a code passed at sign-in: the authenticator's code, or one of the recovery codes. */
export type SecondFactorUsed = 'authenticator' | 'recovery-code';

/** What the sealed secret is bound to (secret-box.ts): the account, so a row's secret cannot be moved to another. */
const contextOf = (userId: number) => `staff-totp:${userId}`;

/**
 * Authenticator secrets and recovery codes (decision 049): sealed at rest, checked at sign-in (each code once),
 * offered to one enrolment session and confirmed by it (decision 063), cleared by an admin's reset.
 */
@Injectable()
export class SecondFactor implements OnApplicationBootstrap {
  private readonly logger = new Logger('staff');
  constructor(
    @Inject(STAFF_MFA_CONFIG) readonly config: StaffMfaConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    for (const warning of this.config.warnings) this.logger.warn(warning);
  }

  /** Whether this account must set one up before it may sign in (STAFF_MFA). */
  isRequiredFor(user: Pick<User, 'role'>): boolean {
    return mustHaveSecondFactor(this.config.policy, user.role);
  }

  /** The sealed form of a secret for this account: its totpSecret, or one offered to its enrolment session. */
  sealFor(userId: number, secret: string): string {
    return seal(this.config.key, secret, contextOf(userId));
  }

  private openFor(userId: number, sealed: string): string {
    return open(this.config.key, sealed, contextOf(userId));
  }

  /**
   * Whether `code` signs this account in: the authenticator's code for a time step after the last one used (the
   * step written in the same statement that checks it, so two requests with one code cannot both pass), or an
   * unused recovery code (marked used the same way). Null when it does neither.
   */
  async verify(user: User, code: string): Promise<SecondFactorUsed | null> {
    if (!user.totpSecret) return null;
    const totp = asTotpCode(code);
    if (totp) {
      const step = matchingStep(this.openFor(user.id, user.totpSecret), totp, this.clock.now());
      if (step === null) return null;
      const { affected } = await this.dataSource
        .createQueryBuilder()
        .update(User)
        .set({ totpLastStep: step })
        .where('id = :id AND (totpLastStep IS NULL OR totpLastStep < :step)', { id: user.id, step })
        .execute();
      return affected === 1 ? 'authenticator' : null;
    }
    const recovery = asRecoveryCode(code);
    if (!recovery) return null;
    const { affected } = await this.dataSource
      .createQueryBuilder()
      .update(StaffRecoveryCode)
      .set({ usedAt: new Date(this.clock.now()) })
      .where('userId = :id AND codeHash = :hash AND usedAt IS NULL', { id: user.id, hash: hashRecoveryCode(recovery) })
      .execute();
    return affected === 1 ? 'recovery-code' : null;
  }

  /** Recovery codes this account has not used. */
  unusedRecoveryCodes(userId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return manager.countBy(StaffRecoveryCode, { userId, usedAt: IsNull() });
  }

  /**
   * The secret to add to an app, for this enrolment session only (decision 063): the one it was already offered
   * (a reloaded page shows the same QR code), else a new one kept on the session, so it ends with the session.
   * 409 once the account has an authenticator.
   */
  async offer(userId: number, sessionIdHash: string): Promise<StaffEnrolmentStart> {
    const sessions = this.dataSource.getRepository(StaffSession);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
      if (user.totpSecret) throw new ConflictException(ALREADY_ENROLLED);
      const session = await sessions.findOneBy({ idHash: sessionIdHash, userId, stage: 'enrolment' });
      if (!session) throw new ConflictException(ENROLMENT_ENDED);
      if (session.totpPendingSecret)
        return this.startOf(user.username, this.openFor(userId, session.totpPendingSecret));
      const secret = newTotpSecret();
      const { affected } = await sessions
        .createQueryBuilder()
        .update(StaffSession)
        .set({ totpPendingSecret: this.sealFor(userId, secret) })
        .where('idHash = :idHash AND totpPendingSecret IS NULL', { idHash: sessionIdHash })
        .execute();
      if (affected === 1) return this.startOf(user.username, secret);
      // Another request of this session offered one at the same moment: read and show that one.
    }
    throw new ConflictException('Open the set-up page again');
  }

  private startOf(account: string, secret: string): StaffEnrolmentStart {
    return { secret, otpauthUri: otpauthUri(secret, account), issuer: TOTP_ISSUER, account };
  }

  /**
   * Confirms the secret offered to this enrolment session with one of its codes, inside `manager`'s transaction:
   * it becomes the account's authenticator (that code's step counts as used) and 10 new recovery codes replace any
   * old ones. Answers the codes, in clear, this once. 400 for a wrong code; 409 when nothing was offered to this
   * session (or it has ended) or another request confirmed one.
   */
  async confirm(manager: EntityManager, userId: number, sessionIdHash: string, code: string): Promise<string[]> {
    const user = await manager.findOneByOrFail(User, { id: userId });
    if (user.totpSecret) throw new ConflictException(ALREADY_ENROLLED);
    const session = await manager.findOneBy(StaffSession, { idHash: sessionIdHash, userId, stage: 'enrolment' });
    const pending = session?.totpPendingSecret;
    if (!pending) throw new ConflictException('Open the set-up page again to get a new secret');
    const totp = asTotpCode(code);
    const step = totp ? matchingStep(this.openFor(userId, pending), totp, this.clock.now()) : null;
    if (step === null)
      throw new BadRequestException({
        message: [ENROLMENT_CODE_REFUSED],
        error: 'Bad Request',
        fieldErrors: { code: [ENROLMENT_CODE_REFUSED] },
      });
    const { affected } = await manager
      .createQueryBuilder()
      .update(User)
      .set({ totpSecret: pending, totpLastStep: step, totpEnrolledAt: new Date(this.clock.now()) })
      .where('id = :id AND totpSecret IS NULL', { id: userId })
      .execute();
    if (affected !== 1) throw new ConflictException(ALREADY_ENROLLED);
    await manager.update(StaffSession, { idHash: sessionIdHash }, { totpPendingSecret: null });
    const codes = newRecoveryCodes();
    await manager.delete(StaffRecoveryCode, { userId });
    await manager.insert(
      StaffRecoveryCode,
      codes.map((recoveryCode) => ({ userId, codeHash: hashRecoveryCode(recoveryCode), usedAt: null })),
    );
    return codes;
  }

  /** Removes an account's authenticator and its recovery codes (an admin's reset, which also ends its sessions). */
  async clear(manager: EntityManager, userId: number): Promise<void> {
    await manager.update(User, { id: userId }, { totpSecret: null, totpLastStep: null, totpEnrolledAt: null });
    await manager.delete(StaffRecoveryCode, { userId });
  }
}
