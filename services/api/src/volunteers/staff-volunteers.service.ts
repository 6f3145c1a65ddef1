import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Page, StaffVolunteer, VolunteerStatus } from '@solar/shared-contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { whereInUkDays } from '../kit/dto/uk-day-range.dto';
import { type AuditActor, AuditLog } from '../audit';
import { whereAnyColumnContains } from '../database/contains-search';
import { runInTransaction } from '../database/transactions';
import type { UpdateVolunteerDto } from './dto/update-volunteer.dto';
import type { VolunteerListQueryDto } from './dto/volunteer-list-query.dto';
import { Volunteer } from './volunteer.entity';
import { refusedMove } from './volunteer-workflow';
import { toApplicationResponse } from './volunteers.service';

const SEARCHED_COLUMNS = [
  'volunteer.firstName',
  'volunteer.lastName',
  'volunteer.email',
  'volunteer.city',
  'volunteer.skills',
  'volunteer.interests',
] as const;

export const CHANGED_MEANWHILE_MESSAGE =
  'The application changed while you were looking at it; reload it and try again';

export const volunteerNotFound = (id: number) => new NotFoundException(`No volunteer application has id ${id}`);

type VolunteerChange = { status?: VolunteerStatus; staffNote?: string | null };

export function toStaffVolunteer(row: Volunteer): StaffVolunteer {
  return { ...toApplicationResponse(row), status: row.status as VolunteerStatus, staffNote: row.staffNote ?? null };
}

/** Only the fields the request changes; a blank note clears it. */
function changesOf(row: Volunteer, dto: UpdateVolunteerDto): VolunteerChange {
  const changes: VolunteerChange = {};
  if (dto.status !== undefined && dto.status !== row.status) changes.status = dto.status;
  if (dto.staffNote !== undefined) {
    const staffNote = dto.staffNote || null;
    if (staffNote !== (row.staffNote ?? null)) changes.staffNote = staffNote;
  }
  return changes;
}

/** The back office's view of volunteer applications: read them, move them through the workflow, note on them. */
@Injectable()
export class StaffVolunteersService {
  constructor(
    @InjectRepository(Volunteer) private readonly volunteers: Repository<Volunteer>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first, optionally one status only, searched over names, email, city, skills and interests. */
  async list(query: VolunteerListQueryDto): Promise<Page<StaffVolunteer>> {
    const { skip, pageSize } = pageOf(query);
    const select = this.volunteers
      .createQueryBuilder('volunteer')
      .orderBy('volunteer.createdAt', 'DESC')
      .addOrderBy('volunteer.id', 'DESC');
    if (query.status) select.andWhere('volunteer.status = :status', { status: query.status });
    whereInUkDays(select, 'volunteer.createdAt', query);
    whereAnyColumnContains(select, SEARCHED_COLUMNS, searchOf(query));
    const [rows, total] = await select.skip(skip).take(pageSize).getManyAndCount();
    return toPage(rows.map(toStaffVolunteer), total, query);
  }

  async get(id: number): Promise<StaffVolunteer> {
    const row = await this.volunteers.findOneBy({ id });
    if (!row) throw volunteerNotFound(id);
    return toStaffVolunteer(row);
  }

  /** A status move the workflow allows and/or a new note, with their audit row, in one transaction. */
  update(id: number, dto: UpdateVolunteerDto, actor: AuditActor): Promise<StaffVolunteer> {
    return runInTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(Volunteer, { id });
      if (!row) throw volunteerNotFound(id);
      const changes = changesOf(row, dto);
      if (Object.keys(changes).length === 0) return toStaffVolunteer(row);
      if (changes.status) {
        const refusal = refusedMove(row.status as VolunteerStatus, changes.status);
        if (refusal) throw new ConflictException(refusal);
      }
      await this.apply(manager, row, changes, actor);
      return toStaffVolunteer(await manager.findOneByOrFail(Volunteer, { id }));
    });
  }

  /** Conditional on the status read, so two people moving the same application at once cannot both succeed. */
  private async apply(
    manager: EntityManager,
    row: Volunteer,
    changes: VolunteerChange,
    actor: AuditActor,
  ): Promise<void> {
    const result = await manager.update(Volunteer, { id: row.id, status: row.status }, changes);
    if (result.affected === 0) throw new ConflictException(CHANGED_MEANWHILE_MESSAGE);
    const before = Object.fromEntries(
      Object.keys(changes).map((key) => [key, row[key as keyof VolunteerChange] ?? null]),
    );
    const action = changes.status ? 'volunteer.status' : 'volunteer.note';
    await this.audit.record(
      { actor, action, entityType: 'volunteer', entityId: row.id, before, after: changes },
      manager,
    );
  }
}
