import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Page, StaffContactMessage } from '@solar/shared-contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { whereInUkDays } from '../kit/dto/uk-day-range.dto';
import { type AuditActor, AuditLog } from '../audit';
import { whereAnyColumnContains } from '../database/contains-search';
import { runInTransaction } from '../database/transactions';
import { ContactMessage } from './contact-message.entity';
import type { MessageListQueryDto } from './dto/message-list-query.dto';

const SEARCHED_COLUMNS = ['message.name', 'message.email', 'message.subject', 'message.message'] as const;

export const messageNotFound = (id: number) => new NotFoundException(`No contact message has id ${id}`);

export function toStaffMessage(row: ContactMessage): StaffContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    isRead: Boolean(row.isRead),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The back office's view of contact messages: read them, and keep track of which are still to be answered. */
@Injectable()
export class StaffMessagesService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first; the filter and search narrow the list before it is paged. */
  async list(query: MessageListQueryDto): Promise<Page<StaffContactMessage>> {
    const { skip, pageSize } = pageOf(query);
    const select = this.messages
      .createQueryBuilder('message')
      .orderBy('message.createdAt', 'DESC')
      .addOrderBy('message.id', 'DESC');
    const filter = query.filter ?? 'all';
    if (filter !== 'all') select.andWhere('message.isRead = :isRead', { isRead: filter === 'read' });
    whereInUkDays(select, 'message.createdAt', query);
    whereAnyColumnContains(select, SEARCHED_COLUMNS, searchOf(query));
    const [rows, total] = await select.skip(skip).take(pageSize).getManyAndCount();
    return toPage(rows.map(toStaffMessage), total, query);
  }

  /** Opening a message marks it read, in the same transaction as its audit row. */
  open(id: number, actor: AuditActor): Promise<StaffContactMessage> {
    return runInTransaction(this.dataSource, (manager) => this.setRead(manager, id, true, actor));
  }

  update(id: number, isRead: boolean, actor: AuditActor): Promise<StaffContactMessage> {
    return runInTransaction(this.dataSource, (manager) => this.setRead(manager, id, isRead, actor));
  }

  private async setRead(
    manager: EntityManager,
    id: number,
    isRead: boolean,
    actor: AuditActor,
  ): Promise<StaffContactMessage> {
    const row = await manager.findOneBy(ContactMessage, { id });
    if (!row) throw messageNotFound(id);
    if (Boolean(row.isRead) === isRead) return toStaffMessage(row);
    await manager.update(ContactMessage, { id }, { isRead });
    await this.audit.record(
      {
        actor,
        action: isRead ? 'message.read' : 'message.unread',
        entityType: 'contact_message',
        entityId: id,
        before: { isRead: !isRead },
        after: { isRead },
      },
      manager,
    );
    return toStaffMessage(Object.assign(row, { isRead }));
  }
}
