import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from './user.entity';
import { Clock } from '../kit/clock';
import { StaffSession, type StaffSessionStage } from './staff-session.entity';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** lastSeenAt is rewritten at most this often, so reading pages does not mean a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** An enrolment session (decision 049) lasts this long however active it is: long enough to set up an app. */
export const ENROLMENT_SESSION_MS = 10 * 60_000;

export type LiveSession = { session: StaffSession; user: User };

export const hashSessionId = (id: string): string => createHash('sha256').update(id).digest('hex');

export const idleExpiry = (session: Pick<StaffSession, 'lastSeenAt' | 'expiresAt'>): number =>
  Math.min(session.lastSeenAt + SESSION_IDLE_MS, session.expiresAt);

/** Database-backed sessions (decision 018): every API replica reads the same table. */
@Injectable()
export class StaffSessions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** A new random id for the cookie; only its hash is stored. */
  async start(
    userId: number,
    manager: EntityManager = this.dataSource.manager,
    stage: StaffSessionStage = 'signed-in',
  ): Promise<{ id: string; session: StaffSession }> {
    const id = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const session = manager.create(StaffSession, {
      idHash: hashSessionId(id),
      userId,
      stage,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + (stage === 'signed-in' ? SESSION_ABSOLUTE_MS : ENROLMENT_SESSION_MS),
    });
    await manager.insert(StaffSession, session);
    await this.removeExpired(manager, now);
    return { id, session };
  }

  /**
   * The live session of this stage and its enabled user, renewing its idle time; null (and the row gone) when
   * expired. A session of another stage is no session here: an enrolment session never opens the console
   * (`any` takes either, for signing out).
   */
  async resume(id: string, stage: StaffSessionStage | 'any' = 'signed-in'): Promise<LiveSession | null> {
    const repository = this.dataSource.getRepository(StaffSession);
    const session = await repository.findOne({ where: { idHash: hashSessionId(id) }, relations: { user: true } });
    if (!session?.user || (stage !== 'any' && session.stage !== stage)) return null;
    const now = this.clock.now();
    if (now >= idleExpiry(session)) {
      await repository.delete({ idHash: session.idHash });
      return null;
    }
    if (session.user.disabled) return null;
    if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
      await repository.update({ idHash: session.idHash }, { lastSeenAt: now });
      session.lastSeenAt = now;
    }
    const { user, ...row } = session;
    return { session: Object.assign(new StaffSession(), row), user };
  }

  async end(id: string): Promise<void> {
    await this.dataSource.getRepository(StaffSession).delete({ idHash: hashSessionId(id) });
  }

  /** Sessions never presented again (a closed laptop) go when anyone next signs in, so the table stays small. */
  private async removeExpired(manager: EntityManager, now: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(StaffSession)
      .where('expiresAt <= :now OR lastSeenAt <= :idleSince', { now, idleSince: now - SESSION_IDLE_MS })
      .execute();
  }

  /** Every session of one person (a password reset, a disabled account). */
  async endAllOf(userId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(StaffSession, { userId });
  }
}
