import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MessageStatus, Page, StaffGiftMessage } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { pageOf, searchOf, toPage } from '../app/dto/page-query.dto';
import { whereAnyColumnContains } from '../database/contains-search';
import { type AuditActor, AuditLog } from '../audit';
import { Donation } from '../payments/donation.entity';
import { runInTransaction } from '../payments/ledger-transaction';
import type { GiftMessageListQueryDto, MessageDecisionDto } from './dto/gift-messages.dto';
import { shownNameOf } from './supporters.service';

const VERB: Record<MessageStatus, string> = {
  pending: 'put back in the queue',
  approved: 'approved',
  hidden: 'hidden',
};

function toStaffMessage(row: Donation): StaffGiftMessage {
  return {
    donationId: row.id,
    projectId: row.projectId,
    projectTitle: row.project?.title ?? null,
    shownName: shownNameOf(row),
    isAnonymous: row.isAnonymous,
    message: row.message ?? '',
    status: row.messageStatus as MessageStatus,
    date: new Date(row.paidAt ?? row.createdAt).toISOString(),
    moderatedBy: row.messageModeratedBy,
    moderatedAt: row.messageModeratedAt ? new Date(row.messageModeratedAt).toISOString() : null,
  };
}

const when = (epochMs: number | null) =>
  epochMs
    ? ` at ${new Date(epochMs).toISOString().slice(11, 16)} UTC on ${new Date(epochMs).toISOString().slice(0, 10)}`
    : '';

/**
 * The moderation queue of donors' messages (decision 054). Only completed gifts' messages are listed. A decision is
 * one conditional UPDATE (`WHERE messageStatus = <what the member of staff saw>`) with its audit row in the same
 * transaction: of two people deciding one message at once, one wins and the other gets a 409 naming the winner.
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
      .where('donation.messageStatus = :status', { status })
      .andWhere('donation.paymentStatus = :completed', { completed: 'completed' })
      // The queue is worked oldest first; decided messages read newest first.
      .orderBy('donation.id', status === 'pending' ? 'ASC' : 'DESC');
    whereAnyColumnContains(select, ['donation.message', 'donation.displayName', 'project.title'], searchOf(query));
    const [rows, total] = await select.skip(skip).take(pageSize).getManyAndCount();
    return toPage(rows.map(toStaffMessage), total, query);
  }

  /** How many messages wait for a decision: the staff home's "needs attention" count. */
  pendingCount(): Promise<number> {
    return this.dataSource.getRepository(Donation).count({
      where: { messageStatus: 'pending', paymentStatus: 'completed' },
    });
  }

  decide(donationId: number, dto: MessageDecisionDto, actor: AuditActor): Promise<StaffGiftMessage> {
    const from = dto.from ?? 'pending';
    return runInTransaction(this.dataSource, async (manager) => {
      const moderatedAt = Date.now();
      const result = await manager
        .createQueryBuilder()
        .update(Donation)
        .set({
          messageStatus: dto.status,
          messageModeratedById: actor.id,
          messageModeratedBy: actor.username,
          messageModeratedAt: moderatedAt,
        })
        .where('id = :donationId AND messageStatus = :from AND message IS NOT NULL', { donationId, from })
        .execute();
      if (result.affected !== 1) {
        const row = await manager.findOne(Donation, { where: { id: donationId } });
        if (!row?.message || !row.messageStatus) throw new NotFoundException(`Donation ${donationId} has no message`);
        if (row.messageStatus === dto.status) {
          throw new ConflictException({
            statusCode: 409,
            error: 'MESSAGE_ALREADY_DECIDED',
            message: `${row.messageModeratedBy ?? 'Someone'} already ${VERB[dto.status]} this message${when(row.messageModeratedAt)}; nothing was changed.`,
          });
        }
        throw new ConflictException({
          statusCode: 409,
          error: 'MESSAGE_DECIDED_MEANWHILE',
          message: `${row.messageModeratedBy ?? 'Someone'} ${VERB[row.messageStatus as MessageStatus]} this message${when(row.messageModeratedAt)} while you were reading it; your decision was not saved. Reload the queue to see it as it is now.`,
        });
      }
      await this.audit.record(
        {
          actor,
          action: `donation.message.${dto.status}`,
          entityType: 'donation',
          entityId: donationId,
          before: { messageStatus: from },
          after: { messageStatus: dto.status },
        },
        manager,
      );
      const row = await manager.findOneOrFail(Donation, { where: { id: donationId }, relations: { project: true } });
      return toStaffMessage(row);
    });
  }
}
