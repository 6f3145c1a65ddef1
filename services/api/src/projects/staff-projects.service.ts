import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type Page,
  PROJECT_STATUSES,
  type ProjectStatus,
  type StaffProject,
  type UpdateProjectRequest,
} from '@solar/shared-contracts';
import type { DataSource, EntityManager, QueryDeepPartialEntity, Repository } from 'typeorm';
import { pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { type AuditActor, AuditLog } from '../audit';
import { containsPattern as likeContaining } from '../database/contains-search';
import { runInTransaction } from '../database/transactions';
import { Project } from './project.entity';

const PROJECT = 'project';
export const PROJECT_UPDATED = 'project.updated';

const asStatus = (value: string | null): ProjectStatus | null =>
  PROJECT_STATUSES.includes(value as ProjectStatus) ? (value as ProjectStatus) : null;

export function toStaffProject(project: Project): StaffProject {
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    location: project.location,
    targetAmount: project.targetAmount,
    raisedAmount: project.raisedAmount,
    currency: project.currency,
    status: asStatus(project.status),
    progressPercentage: project.progressPercentage,
    updatedAt: project.updatedAt.toISOString(),
  };
}

/** The fields a change names, with their values before or after it (what the audit log keeps). */
function pick(project: StaffProject, fields: (keyof UpdateProjectRequest)[]): Partial<StaffProject> {
  return Object.fromEntries(fields.map((field) => [field, project[field]]));
}

/**
 * The UPDATE's assignments: only the fields sent. The legacy goal column mirrors the target (as raised mirrors
 * raisedAmount), and a new target without a new progress recomputes progress from the ledger's raised amount in
 * the same statement, as the ledger itself does (`:target` is bound by the caller).
 */
function columnChanges(changes: UpdateProjectRequest): QueryDeepPartialEntity<Project> {
  const { title, description, targetAmount, status, progressPercentage } = changes;
  const set: QueryDeepPartialEntity<Project> = { title, description, status, progressPercentage };
  if (targetAmount !== undefined) {
    Object.assign(set, { targetAmount, goal: targetAmount });
    if (progressPercentage === undefined) set.progressPercentage = () => 'ROUND(raisedAmount * 100 / :target)';
  }
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
}

/** Projects as the back office reads and edits them. raisedAmount stays the ledger's: no edit here writes it. */
@Injectable()
export class StaffProjectsService {
  constructor(
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(query: { page?: number; pageSize?: number; q?: string }): Promise<Page<StaffProject>> {
    const { skip, pageSize } = pageOf(query);
    const builder = this.projects.createQueryBuilder(PROJECT);
    const search = searchOf(query);
    if (search)
      builder.andWhere(`(${PROJECT}.title LIKE :search ESCAPE '!' OR ${PROJECT}.location LIKE :search ESCAPE '!')`, {
        search: likeContaining(search),
      });
    const [rows, total] = await builder.orderBy(`${PROJECT}.id`, 'ASC').skip(skip).take(pageSize).getManyAndCount();
    return toPage(rows.map(toStaffProject), total, query);
  }

  async findOne(id: number): Promise<StaffProject> {
    return toStaffProject(await this.found(this.projects.manager, id));
  }

  /**
   * Applies the named fields and records who changed what, before and after, in the same transaction. A new
   * target without a new progress recomputes progress from the ledger's raised amount, as the ledger itself does.
   */
  async update(id: number, changes: UpdateProjectRequest, actor: AuditActor): Promise<StaffProject> {
    const fields = (Object.keys(changes) as (keyof UpdateProjectRequest)[]).filter(
      (field) => changes[field] !== undefined,
    );
    if (fields.length === 0)
      throw new BadRequestException(
        'Change at least one of title, description, targetAmount, status or progressPercentage',
      );
    return runInTransaction(this.dataSource, async (manager) => {
      const before = toStaffProject(await this.found(manager, id));
      await manager
        .createQueryBuilder()
        .update(Project)
        .set(columnChanges(changes))
        .where('id = :id', { id })
        .setParameter('target', changes.targetAmount)
        .execute();
      const after = toStaffProject(await this.found(manager, id));
      const audited =
        changes.targetAmount === undefined ? fields : [...new Set([...fields, 'progressPercentage' as const])];
      await this.audit.record(
        {
          actor,
          action: PROJECT_UPDATED,
          entityType: 'project',
          entityId: id,
          before: pick(before, audited),
          after: pick(after, audited),
        },
        manager,
      );
      return after;
    });
  }

  private async found(manager: EntityManager, id: number): Promise<Project> {
    const project = await manager.findOneBy(Project, { id });
    if (!project) throw new NotFoundException(`Project ${id} was not found`);
    return project;
  }
}
