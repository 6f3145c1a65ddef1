import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { isUniqueViolation } from '../database/unique-violation';
import { PasswordHasher } from '../staff-auth/password-hasher';
import { SecondFactor } from '../staff-auth/second-factor.service';
import { toStaffUser } from '../staff-auth/dto/staff-user.dto';
import { STAFF_ADMIN_CONFIG, type StaffAdminConfig } from './staff-admin-config';
import { User } from '../staff-auth/user.entity';

/**
 * The first administrator, from STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD, made only while no account
 * exists: once anyone has signed up staff, the variables change nothing (a changed password in the
 * environment never overrides one set in the console). With STAFF_ADMIN_TOTP_SECRET the account starts with that
 * authenticator (for scripts and tests); without it, the first sign-in sets one up (decision 049).
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('staff');

  constructor(
    @Inject(STAFF_ADMIN_CONFIG) private readonly admin: StaffAdminConfig | null,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditLog,
    private readonly secondFactor: SecondFactor,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { admin } = this;
    if (!admin || (await this.dataSource.getRepository(User).count()) > 0) return;
    const password = await this.hasher.hash(admin.password);
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(User, { username: admin.username, displayName: 'Administrator', role: 'admin', password });
        const { id } = await manager.findOneByOrFail(User, { username: admin.username });
        if (admin.totpSecret)
          await manager.update(
            User,
            { id },
            { totpSecret: this.secondFactor.sealFor(id, admin.totpSecret), totpEnrolledAt: new Date() },
          );
        const created = toStaffUser(await manager.findOneByOrFail(User, { id }));
        await this.audit.record(
          {
            actor: null,
            action: 'user.created',
            entityType: 'user',
            entityId: created.id,
            before: null,
            after: {
              ...created,
              source: 'STAFF_ADMIN_USERNAME',
              ...(admin.totpSecret ? { secondFactorSource: 'STAFF_ADMIN_TOTP_SECRET' } : {}),
            },
          },
          manager,
        );
      });
      this.logger.log({ message: 'created the first administrator from STAFF_ADMIN_USERNAME' });
    } catch (error) {
      // Another replica starting at the same moment made it.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
