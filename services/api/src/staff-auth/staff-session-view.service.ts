import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffSessionResponse } from '@solar/shared-contracts';
import { DataSource } from 'typeorm';
import { toStaffUser } from './dto/staff-user.dto';
import { User } from './user.entity';
import { SIGN_IN_REQUIRED, type StaffRequest } from './staff-session.guard';
import type { StaffSession } from './staff-session.entity';
import { idleExpiry } from './staff-sessions.service';

type SessionTimes = Pick<StaffSession, 'lastSeenAt' | 'expiresAt'>;

/** The StaffSessionResponse of a session: its person and both of its ends. */
@Injectable()
export class StaffSessionView {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  of({ session, user }: { session: SessionTimes; user: User }): StaffSessionResponse {
    return {
      user: toStaffUser(user),
      expiresAt: new Date(session.expiresAt).toISOString(),
      idleExpiresAt: new Date(idleExpiry(session)).toISOString(),
    };
  }

  async current(request: StaffRequest): Promise<StaffSessionResponse> {
    const user = request.staff ? await this.dataSource.getRepository(User).findOneBy({ id: request.staff.id }) : null;
    if (!user || !request.staffSession) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    return this.of({ session: request.staffSession, user });
  }
}
