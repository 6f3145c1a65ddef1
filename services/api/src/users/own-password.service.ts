import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Not } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { AccountAttempts } from '../staff-auth/account-attempts.service';
import { PasswordHasher } from '../staff-auth/password-hasher';
import type { SignedInStaff } from '../staff-auth/signed-in-staff';
import { StaffSession } from '../staff-auth/staff-session.entity';
import { CURRENT_PASSWORD_MISSING } from './dto/change-own-password.dto';
import { User } from '../staff-auth/user.entity';

export const CURRENT_PASSWORD_WRONG = 'That is not your current password';
export const SAME_PASSWORD = 'Choose a password other than your current one';
export const CURRENT_PASSWORD_LOCKED =
  'Too many wrong passwords for this account: it is locked for 15 minutes. Try again later';

const fieldError = (field: string, message: string) =>
  new BadRequestException({ message: [message], error: 'Bad Request', fieldErrors: { [field]: [message] } });

/**
 * A member of staff choosing their own password (decision 063). The current password is checked as a sign-in
 * attempt is: it takes a slot of the account's budget first, so a session left open cannot be used to guess it.
 */
@Injectable()
export class OwnPassword {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly attempts: AccountAttempts,
    private readonly audit: AuditLog,
  ) {}

  /** 400 (currentPassword) unless `currentPassword` is this account's password; 429 while the account is locked. */
  async checkCurrent(userId: number, currentPassword: string | undefined): Promise<User> {
    if (!currentPassword) throw fieldError('currentPassword', CURRENT_PASSWORD_MISSING);
    const slot = await this.attempts.reserve(userId);
    if (!slot) throw new HttpException(CURRENT_PASSWORD_LOCKED, HttpStatus.TOO_MANY_REQUESTS);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    if (!(await this.hasher.verify(user.password, currentPassword)))
      throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
    await this.attempts.release(slot);
    return user;
  }

  /** The new password, no longer temporary; every other session of this person ends; audited. */
  async change(actor: SignedInStaff, sessionIdHash: string, currentPassword: string, newPassword: string) {
    const user = await this.checkCurrent(actor.id, currentPassword);
    if (await this.hasher.verify(user.password, newPassword)) throw fieldError('newPassword', SAME_PASSWORD);
    const passwordHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: actor.id }, { password: passwordHash, passwordTemporary: false });
      const { affected } = await manager.delete(StaffSession, { userId: actor.id, idHash: Not(sessionIdHash) });
      await this.audit.record(
        {
          actor,
          action: 'user.password-changed',
          entityType: 'user',
          entityId: actor.id,
          before: { temporaryPassword: Boolean(user.passwordTemporary) },
          after: { temporaryPassword: false, otherSessionsEnded: affected ?? 0 },
        },
        manager,
      );
    });
  }
}
