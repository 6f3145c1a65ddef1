import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Page, StaffObjectionChannel, StaffSubscriber } from '@solar/shared-contracts';
import { DataSource, MoreThan, type Repository } from 'typeorm';
import { type CsvColumn, csvExport, ukTimeColumn } from '../kit/csv-export';
import { pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { whereInUkDays } from '../kit/dto/uk-day-range.dto';
import { type AuditActor, AuditLog } from '../audit';
import { whereAnyColumnContains } from '../database/contains-search';
import { runInTransaction } from '../database/transactions';
import type { SubscriberListQueryDto } from './dto/subscriber-list-query.dto';
import { Newsletter } from './newsletter.entity';

const SEARCHED_COLUMNS = ['subscriber.email', 'subscriber.firstName', 'subscriber.lastName'] as const;
/** The export reads the table in slices of this many rows, so no single query is unbounded. */
const EXPORT_BATCH = 500;

export const subscriberNotFound = (id: number) => new NotFoundException(`No newsletter subscriber has id ${id}`);

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The subscribers export's columns (decision 047): who may be emailed, and when and where they said yes. */
export const SUBSCRIBER_CSV_COLUMNS: readonly CsvColumn<Newsletter>[] = [
  { header: 'Email', cell: (row) => row.email },
  { header: 'First name', cell: (row) => row.firstName },
  { header: 'Last name', cell: (row) => row.lastName },
  { header: 'Source', cell: (row) => row.subscriptionSource },
  ukTimeColumn('Consented at', (row) => row.createdAt),
  { header: 'Basis', cell: (row) => row.basis },
  { header: 'Collected on page', cell: (row) => row.sourcePage },
  { header: 'Notice version', cell: (row) => row.noticeVersion },
  ukTimeColumn('Basis recorded at', (row) => row.basisRecordedAt ?? row.createdAt),
];

export function toStaffSubscriber(row: Newsletter): StaffSubscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isActive: Boolean(row.isActive),
    subscriptionSource: row.subscriptionSource,
    consentGiven: Boolean(row.consentGiven),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    basis: row.basis,
    sourcePage: row.sourcePage,
    noticeVersion: row.noticeVersion,
    basisRecordedAt: iso(row.basisRecordedAt ?? row.createdAt),
    objectedAt: row.objectedAt ? iso(row.objectedAt) : null,
    objectionChannel: row.objectionChannel,
  };
}

/** The back office's view of newsletter subscribers: find them, unsubscribe one on request, export the mailing list. */
@Injectable()
export class StaffSubscribersService {
  constructor(
    @InjectRepository(Newsletter) private readonly subscribers: Repository<Newsletter>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Newest first; active, unsubscribed or all; searched over email and names. */
  async list(query: SubscriberListQueryDto): Promise<Page<StaffSubscriber>> {
    const { skip, pageSize } = pageOf(query);
    const select = this.subscribers
      .createQueryBuilder('subscriber')
      .orderBy('subscriber.createdAt', 'DESC')
      .addOrderBy('subscriber.id', 'DESC');
    const filter = query.filter ?? 'all';
    if (filter !== 'all') select.andWhere('subscriber.isActive = :isActive', { isActive: filter === 'active' });
    if (query.basis) select.andWhere('subscriber.basis = :basis', { basis: query.basis });
    whereInUkDays(select, 'subscriber.createdAt', query);
    whereAnyColumnContains(select, SEARCHED_COLUMNS, searchOf(query));
    const [rows, total] = await select.skip(skip).take(pageSize).getManyAndCount();
    return toPage(rows.map(toStaffSubscriber), total, query);
  }

  /**
   * Honours a request to stop the emails, received by phone, post or email (`channel`): an objection (Art. 21(2)),
   * so isActive false, the names erased and the address kept as suppression with the objection's time and channel
   * (audited without the names). Objecting twice changes nothing.
   */
  unsubscribe(id: number, actor: AuditActor, channel: StaffObjectionChannel = 'email'): Promise<StaffSubscriber> {
    return runInTransaction(this.dataSource, async (manager) => {
      const row = await manager.findOneBy(Newsletter, { id });
      if (!row) throw subscriberNotFound(id);
      if (!row.isActive) return toStaffSubscriber(row);
      const objection = { objectedAt: new Date(), objectionChannel: channel };
      await manager.update(Newsletter, { id }, { isActive: false, firstName: null, lastName: null, ...objection });
      const entry = {
        actor,
        action: 'subscriber.unsubscribe',
        entityType: 'newsletter_subscriber',
        entityId: id,
        before: { isActive: true, basis: row.basis },
        after: { isActive: false, objectionChannel: channel },
      };
      await this.audit.record(entry, manager);
      return toStaffSubscriber(await manager.findOneByOrFail(Newsletter, { id }));
    });
  }

  /** The active subscribers as CSV (header row first), oldest first, each with its basis; the export is audited. */
  async exportCsv(actor: AuditActor): Promise<string> {
    const rows: Newsletter[] = [];
    let afterId = 0;
    for (;;) {
      const batch = await this.subscribers.find({
        where: { isActive: true, id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: EXPORT_BATCH,
      });
      rows.push(...batch);
      if (batch.length < EXPORT_BATCH) break;
      afterId = batch[batch.length - 1]?.id ?? afterId;
    }
    await this.audit.record({
      actor,
      action: 'subscriber.export',
      entityType: 'newsletter_subscriber',
      entityId: null,
      before: null,
      after: { rows: rows.length },
    });
    return csvExport(SUBSCRIBER_CSV_COLUMNS, rows);
  }
}
