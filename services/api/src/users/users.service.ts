import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Page, StaffUser } from '@solar/shared-contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { type PageQueryDto, pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { AuditLog } from '../audit/audit-log.service';
import { whereAnyColumnContains } from '../database/contains-search';
import { insertOrConflict } from '../database/unique-violation';
import type { SignedInStaff } from '../staff-auth/signed-in-staff';
import { PasswordHasher } from '../staff-auth/password-hasher';
import { SecondFactor } from '../staff-auth/second-factor.service';
import { StaffSessions } from '../staff-auth/staff-sessions.service';
import type { CreateStaffUserDto } from './dto/create-staff-user.dto';
import { toStaffUser } from '../staff-auth/dto/staff-user.dto';
import type { UpdateStaffUserDto } from './dto/update-staff-user.dto';
import { OwnPassword } from './own-password.service';
import { User } from '../staff-auth/user.entity';

export const LAST_ADMIN_MESSAGE = 'There must always be at least one enabled administrator';
export const OWN_SECOND_FACTOR_MESSAGE = 'Another administrator must reset your own authenticator';

const isActiveAdmin = (user: Pick<User, 'role' | 'disabled'>) => user.role === 'admin' && !user.disabled;

/** Staff accounts (admins only). Every change is audited in its own transaction. */
@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly sessions: StaffSessions,
    private readonly audit: AuditLog,
    private readonly secondFactor: SecondFactor,
    private readonly ownPassword: OwnPassword,
  ) {}

  async list(query: PageQueryDto): Promise<Page<StaffUser>> {
    const { pageSize, skip } = pageOf(query);
    const builder = this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .orderBy('user.username', 'ASC')
      .skip(skip)
      .take(pageSize);
    const [users, total] = await whereAnyColumnContains(
      builder,
      ['user.username', 'user.displayName'],
      searchOf(query),
    ).getManyAndCount();
    return toPage(users.map(toStaffUser), total, query);
  }

  async create(actor: SignedInStaff, body: CreateStaffUserDto): Promise<StaffUser> {
    const password = await this.hasher.hash(body.password);
    return this.dataSource.transaction(async (manager) => {
      const { identifiers } = await insertOrConflict(
        () =>
          manager.insert(User, {
            username: body.username,
            displayName: body.displayName,
            role: body.role,
            password,
            passwordTemporary: true,
          }),
        `The username ${body.username} is taken`,
      );
      const created = toStaffUser(await manager.findOneByOrFail(User, { id: Number(identifiers[0]?.['id']) }));
      await this.audit.record(
        { actor, action: 'user.created', entityType: 'user', entityId: created.id, before: null, after: created },
        manager,
      );
      return created;
    });
  }

  async update(actor: SignedInStaff, id: number, body: UpdateStaffUserDto): Promise<StaffUser> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.findForUpdate(manager, id);
      const before = toStaffUser(user);
      const changed = { ...user, ...definedOnly(body) };
      if (isActiveAdmin(user) && !isActiveAdmin(changed)) await this.keepAnAdmin(manager, id);
      await manager.update(User, { id }, definedOnly(body));
      // A role change ends every session too (decision 063): a promotion must meet the new role's sign-in rules.
      const roleChanged = body.role !== undefined && body.role !== user.role;
      if (body.disabled === true || roleChanged) await this.sessions.endAllOf(id, manager);
      const after = toStaffUser(await manager.findOneByOrFail(User, { id }));
      await this.audit.record(
        { actor, action: 'user.updated', entityType: 'user', entityId: id, before, after },
        manager,
      );
      return after;
    });
  }

  /**
   * A new password (hash only), the lockout cleared, and every session of that person ended. Another person's is
   * temporary (the console asks them to choose their own); administrators resetting their own give their current
   * password first (decision 063), so a session left open cannot take the account over.
   */
  async resetPassword(actor: SignedInStaff, id: number, password: string, currentPassword?: string): Promise<void> {
    const own = actor.id === id;
    if (own) await this.ownPassword.checkCurrent(id, currentPassword);
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const user = await this.findForUpdate(manager, id);
      await manager.update(
        User,
        { id },
        { password: passwordHash, failedSignIns: 0, lockedUntil: null, passwordTemporary: !own },
      );
      await this.sessions.endAllOf(id, manager);
      await this.audit.record(
        {
          actor,
          action: 'user.password-reset',
          entityType: 'user',
          entityId: id,
          before: { lockedUntil: user.lockedUntil },
          after: { lockedUntil: null, sessionsEnded: true },
        },
        manager,
      );
    });
  }

  /**
   * Removes another person's authenticator and recovery codes and ends their sessions, with the admin's note in
   * the audit log (decision 049). Nobody resets their own: a stolen session must not be able to drop the factor.
   */
  async resetSecondFactor(actor: SignedInStaff, id: number, note: string): Promise<void> {
    if (actor.id === id) throw new ConflictException(OWN_SECOND_FACTOR_MESSAGE);
    await this.dataSource.transaction(async (manager) => {
      const user = await this.findForUpdate(manager, id);
      if (!user.totpSecret) throw new ConflictException(`${user.username} has no authenticator to reset`);
      await this.secondFactor.clear(manager, id);
      await this.sessions.endAllOf(id, manager);
      await this.audit.record(
        {
          actor,
          action: 'user.second-factor-reset',
          entityType: 'user',
          entityId: id,
          before: { secondFactor: Boolean(user.totpSecret) },
          after: { secondFactor: false, note, sessionsEnded: true },
        },
        manager,
      );
    });
  }

  private async findForUpdate(manager: EntityManager, id: number): Promise<User> {
    const user = await manager.findOne(User, { where: { id }, lock: lockFor(manager) });
    if (!user) throw new NotFoundException(`Staff user ${id} was not found`);
    return user;
  }

  /** Refuses a change that would leave no enabled admin (admins' rows are locked, so two demotions cannot race past it). */
  private async keepAnAdmin(manager: EntityManager, changingId: number): Promise<void> {
    const admins = await manager.find(User, { where: { role: 'admin', disabled: false }, lock: lockFor(manager) });
    if (!admins.some((admin) => admin.id !== changingId)) throw new ConflictException(LAST_ADMIN_MESSAGE);
  }
}

/** SQLite has no row locks (its writes are serialised already); MySQL locks the rows read. */
function lockFor(manager: EntityManager): { mode: 'pessimistic_write' } | undefined {
  return manager.connection.options.type === 'better-sqlite3' ? undefined : { mode: 'pessimistic_write' };
}

function definedOnly<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;
}
