import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageStatus, Page, StaffGiftMessage } from '@solar/shared-contracts';
import { Brackets, type DataSource, type EntityManager } from 'typeorm';
import { pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { whereAnyColumnContains } from '../database/contains-search';
import { type AuditActor, AuditLog } from '../audit';
import { Donation } from '../payments/donation.entity';
import { runInTransaction } from '../database/transactions';
import type { GiftMessageListQueryDto, MessageDecisionDto } from './dto/gift-messages.dto';
import { shownNameOf } from './supporters.service';

/** The two parts of a gift's words staff decide on, each with its own columns (decisions 054 and 066). */
export type WordsPart = 'message' | 'name';

const COLUMNS = {
  message: {
    text: 'message',
    status: 'messageStatus',
    byId: 'messageModeratedById',
    by: 'messageModeratedBy',
    at: 'messageModeratedAt',
    code: 'MESSAGE',
  },
  name: {
    text: 'displayName',
    status: 'nameStatus',
    byId: 'nameModeratedById',
    by: 'nameModeratedBy',
    at: 'nameModeratedAt',
    code: 'NAME',
  },
} as const satisfies Record<WordsPart, Record<string, keyof Donation | string>>;

const VERB: Record<MessageStatus, string> = {
  pending: 'put back in the queue',
  approved: 'approved',
  hidden: 'hidden',
};

const isoOrNull = (epochMs: number | null) => (epochMs ? new Date(epochMs).toISOString() : null);

function toStaffMessage(row: Donation): StaffGiftMessage {
  return {
    donationId: row.id,
    projectId: row.projectId,
    projectTitle: row.project?.title ?? null,
    shownName: shownNameOf(row),
    isAnonymous: row.isAnonymous,
    name: row.nameStatus ? row.displayName : null,
    nameStatus: row.nameStatus ? (row.nameStatus as MessageStatus) : null,
    nameModeratedBy: row.nameModeratedBy,
    nameModeratedAt: isoOrNull(row.nameModeratedAt),
    message: row.messageStatus ? row.message : null,
    status: row.messageStatus ? (row.messageStatus as MessageStatus) : null,
    date: new Date(row.paidAt ?? row.createdAt).toISOString(),
    moderatedBy: row.messageModeratedBy,
    moderatedAt: isoOrNull(row.messageModeratedAt),
  };
}

const when = (epochMs: number | null) =>
  epochMs
    ? ` at ${new Date(epochMs).toISOString().slice(11, 16)} UTC on ${new Date(epochMs).toISOString().slice(0, 10)}`
    : '';

/**
 * The moderation queue of donors' words (decisions 054 and 066): the message and the name a donor chose to show,
 * of completed gifts only. A decision on either is one conditional UPDATE (`WHERE <its status> = <what the member of
 * staff saw>`) with its audit row in the same transaction: of two people deciding at once, one wins and the other
 * gets a 409 naming the winner.
 */
@Injectable()
export class GiftMessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(query: GiftMessageListQueryDto): Promise<Page<StaffGiftMessage>> {
    const status = query.status ?? 'pending';
    const { skip, pageSize } = pageOf(query);
    const select = this.dataSource
      .getRepository(Donation)
      .createQueryBuilder('donation')
      .leftJoin('donation.project', 'project')
      .addSelect(['project.id', 'project.title'])
      .where(
        new Brackets((either) =>
          either.where('donation.messageStatus = :status', { status }).orWhere('donation.nameStatus = :status'),
        ),
      )
      .andWhere('donation.paymentStatus = :completed', { completed: 'completed' })
      // The queue is worked oldest first; decided words read newest first.
      .orderBy('donation.id', status === 'pending' ? 'ASC' : 'DESC');
    whereAnyColumnContains(select, ['donation.message', 'donation.displayName', 'project.title'], searchOf(query));
    const [rows, total] = await select.skip(skip).take(pageSize).getManyAndCount();
    return toPage(rows.map(toStaffMessage), total, query);
  }

  /** How many gifts have a name or a message waiting for a decision: the staff home's "needs attention" count. */
  pendingCount(): Promise<number> {
    return this.dataSource.getRepository(Donation).count({
      where: [
        { messageStatus: 'pending', paymentStatus: 'completed' },
        { nameStatus: 'pending', paymentStatus: 'completed' },
      ],
    });
  }

  decide(
    donationId: number,
    dto: MessageDecisionDto,
    actor: AuditActor,
    part: WordsPart = 'message',
  ): Promise<StaffGiftMessage> {
    const from = dto.from ?? 'pending';
    const columns = COLUMNS[part];
    return runInTransaction(this.dataSource, async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Donation)
        .set({
          [columns.status]: dto.status,
          [columns.byId]: actor.id,
          [columns.by]: actor.username,
          [columns.at]: Date.now(),
        })
        .where(`id = :donationId AND ${columns.status} = :from AND ${columns.text} IS NOT NULL`, { donationId, from })
        .execute();
      if (result.affected !== 1) await this.refuse(manager, donationId, dto, part);
      await this.audit.record(
        {
          actor,
          action: `donation.${part}.${dto.status}`,
          entityType: 'donation',
          entityId: donationId,
          before: { [columns.status]: from },
          after: { [columns.status]: dto.status },
        },
        manager,
      );
      const row = await manager.findOneOrFail(Donation, { where: { id: donationId }, relations: { project: true } });
      return toStaffMessage(row);
    });
  }

  /** Why a decision was not taken: no such words (404), or someone decided first (409, naming who and what). */
  private async refuse(
    manager: EntityManager,
    donationId: number,
    dto: MessageDecisionDto,
    part: WordsPart,
  ): Promise<never> {
    const columns = COLUMNS[part];
    const row = await manager.findOne(Donation, { where: { id: donationId } });
    const status = row?.[columns.status] as MessageStatus | null | undefined;
    if (!row?.[columns.text] || !status)
      throw new NotFoundException(`Donation ${donationId} has no ${part === 'name' ? 'name to show' : 'message'}`);
    const who = (row[columns.by] as string | null) ?? 'Someone';
    const at = when(row[columns.at] as number | null);
    if (status === dto.status) {
      throw new ConflictException({
        statusCode: 409,
        error: `${columns.code}_ALREADY_DECIDED`,
        message: `${who} already ${VERB[dto.status]} this ${part}${at}; nothing was changed.`,
      });
    }
    throw new ConflictException({
      statusCode: 409,
      error: `${columns.code}_DECIDED_MEANWHILE`,
      message: `${who} ${VERB[status]} this ${part}${at} while you were reading it; your decision was not saved. Reload the queue to see it as it is now.`,
    });
  }
}
