import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CreateGiftAidClaimRequest,
  GIFT_AID_AGGREGATE_BELOW_DEFAULT,
  GIFT_AID_SCHEDULE_ROW_LIMIT,
  type GiftAidClaim,
  type GiftAidEligibleResponse,
  type GiftAidScheduleRow,
  type Page,
  type PageQuery,
} from '@solar/shared-contracts';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../../kit/core-config';
import { pageOf, toPage } from '../../kit/dto/page-query.dto';
import { AuditLog } from '../../audit/audit-log.service';
import { retryOnLockConflict } from '../../database/lock-conflict';
import { isUniqueViolation } from '../../database/unique-violation';
import { Donation } from '../../payments/donation.entity';
import type { SignedInStaff } from '../../staff-auth/signed-in-staff';
import { GiftAidClaimLine } from '../gift-aid-claim-line.entity';
import { GiftAidClaimRecord } from '../gift-aid-claim.entity';
import { buildScheduleRows, fileCountOf, splitIntoFiles } from '../schedule/schedule-rows';
import { ukYear } from '../schedule/uk-time';
import { eligibleGifts, giftAidOn, pendingAdjustments, sumPounds } from './eligible-gifts';
import { countGiftAidClaim } from '../../telemetry/api-metrics';

export const NOTHING_TO_CLAIM_MESSAGE =
  'There is nothing to claim for this period: every eligible gift in it has been claimed already, or there are none.';

/** Statements per UPDATE … WHERE id IN (…) and rows per INSERT, well inside both drivers' parameter limits. */
const CHUNK = 500;
const REFERENCE_ATTEMPTS = 20;

type ClaimExtras = { lineCount: number; adjustmentCount: number; adjustmentGiftAid: number };

const NO_EXTRAS: ClaimExtras = { lineCount: 0, adjustmentCount: 0, adjustmentGiftAid: 0 };

const chunks = <T>(items: readonly T[]): T[][] => splitIntoFiles(items, CHUNK);

const poundsLabel = (pounds: number) => (Number.isInteger(pounds) ? `£${pounds}` : `£${pounds.toFixed(2)}`);

function toGiftAidClaim(record: GiftAidClaimRecord, extras: ClaimExtras): GiftAidClaim {
  return {
    id: record.id,
    reference: record.reference,
    from: record.periodFrom,
    to: record.periodTo,
    donationCount: record.donationCount,
    total: record.total,
    giftAidTotal: record.giftAidTotal,
    fileCount: fileCountOf(extras.lineCount),
    lineCount: extras.lineCount,
    adjustmentCount: extras.adjustmentCount,
    adjustmentGiftAid: extras.adjustmentGiftAid,
    createdAt: record.createdAt.toISOString(),
    createdBy: record.createdByUsername,
  };
}

/**
 * Gift Aid claims (decision 025): what can be claimed for a period, making a claim (its gifts marked with it in
 * the same transaction, so nothing is claimed twice, and claimed gifts refunded since reported with it), and
 * the claim's schedule files, rebuilt from its stored lines.
 */
@Injectable()
export class GiftAidClaimsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly audit: AuditLog,
  ) {}

  get aggregateBelow(): number {
    return this.config.giftAidAggregateBelow ?? GIFT_AID_AGGREGATE_BELOW_DEFAULT;
  }

  async eligible(from: string, to: string): Promise<GiftAidEligibleResponse> {
    const gifts = await eligibleGifts(this.dataSource.manager, from, to);
    const adjustments = await pendingAdjustments(this.dataSource.manager);
    return {
      from,
      to,
      donations: gifts.map((gift) => ({
        donationId: gift.donationId,
        declarationId: gift.declarationId,
        donorName: [gift.title, gift.firstName, gift.lastName].filter(Boolean).join(' '),
        amount: gift.amount,
        giftAid: giftAidOn(gift.amount),
        paidAt: new Date(gift.paidAt).toISOString(),
        monthly: gift.monthly,
      })),
      total: sumPounds(gifts.map((gift) => gift.amount)),
      giftAidTotal: giftAidOn(sumPounds(gifts.map((gift) => gift.amount))),
      adjustments: adjustments.map((adjustment) => ({
        ...adjustment,
        giftAid: giftAidOn(adjustment.amount),
        refundedAt: null,
      })),
    };
  }

  /** One transaction; one rolled back over a lock conflict (MySQL) runs again, and then finds the gifts claimed or still free. */
  async create(actor: SignedInStaff, request: CreateGiftAidClaimRequest): Promise<GiftAidClaim> {
    const claim = await retryOnLockConflict(() =>
      this.dataSource.transaction((manager) => this.claim(manager, actor, request)),
    );
    countGiftAidClaim(claim.donationCount);
    return claim;
  }

  async list(query: PageQuery): Promise<Page<GiftAidClaim>> {
    const { skip, pageSize } = pageOf(query);
    const [records, total] = await this.dataSource
      .getRepository(GiftAidClaimRecord)
      .findAndCount({ order: { id: 'DESC' }, skip, take: pageSize });
    const extras = await this.extrasOf(records.map((record) => record.id));
    return toPage(
      records.map((record) => toGiftAidClaim(record, extras.get(record.id) ?? NO_EXTRAS)),
      total,
      query,
    );
  }

  async get(id: number): Promise<GiftAidClaim> {
    const record = await this.find(id);
    const extras = await this.extrasOf([id]);
    return toGiftAidClaim(record, extras.get(id) ?? NO_EXTRAS);
  }

  /** Schedule file `file` (1-based) of a claim: its reference and lines. 404 for a claim or file that does not exist. */
  async scheduleFile(id: number, file: number): Promise<{ reference: string; rows: GiftAidScheduleRow[] }> {
    const record = await this.find(id);
    const lines = await this.dataSource.getRepository(GiftAidClaimLine).find({
      where: { claimId: id },
      order: { lineNumber: 'ASC' },
      skip: (file - 1) * GIFT_AID_SCHEDULE_ROW_LIMIT,
      take: GIFT_AID_SCHEDULE_ROW_LIMIT,
    });
    if (lines.length === 0) throw new NotFoundException(`Claim ${record.reference} has no schedule file ${file}`);
    return {
      reference: record.reference,
      rows: lines.map(
        ({
          title,
          firstName,
          lastName,
          houseNameOrNumber,
          postcode,
          aggregatedDonations,
          sponsoredEvent,
          donationDate,
          amount,
        }) => ({
          title,
          firstName,
          lastName,
          houseNameOrNumber,
          postcode,
          aggregatedDonations,
          sponsoredEvent,
          donationDate,
          amount,
        }),
      ),
    };
  }

  private async claim(
    manager: EntityManager,
    actor: SignedInStaff,
    request: CreateGiftAidClaimRequest,
  ): Promise<GiftAidClaim> {
    const gifts = await eligibleGifts(manager, request.from, request.to, true);
    if (gifts.length === 0) throw new ConflictException(NOTHING_TO_CLAIM_MESSAGE);
    const adjustments = await pendingAdjustments(manager, true);
    const below = this.aggregateBelow;
    const rows = buildScheduleRows(
      gifts,
      request.aggregateSmallGifts
        ? {
            belowPounds: below,
            description: request.aggregateDescription ?? `Online gifts under ${poundsLabel(below)}`,
          }
        : undefined,
    );
    const total = sumPounds(gifts.map((gift) => gift.amount));
    const claimId = await this.insertClaim(manager, {
      periodFrom: request.from,
      periodTo: request.to,
      donationCount: gifts.length,
      total,
      giftAidTotal: giftAidOn(total),
      createdById: actor.id,
      createdByUsername: actor.username,
    });
    for (const part of chunks(rows.map((row, at) => ({ ...row, claimId, lineNumber: at + 1 }))))
      await manager.insert(GiftAidClaimLine, part);
    for (const ids of chunks(gifts.map((gift) => gift.donationId))) {
      const result = await manager.update(
        Donation,
        { id: In(ids), giftAidClaimId: IsNull() },
        { giftAidClaimId: claimId },
      );
      // The rows were read under lock (MySQL) or inside the one writer's turn (SQLite): a shortfall is a bug, not a race to lose quietly.
      if (result.affected !== undefined && result.affected !== ids.length)
        throw new ConflictException(NOTHING_TO_CLAIM_MESSAGE);
    }
    for (const ids of chunks(adjustments.map((adjustment) => adjustment.donationId))) {
      await manager.update(Donation, { id: In(ids) }, { giftAidAdjustedInClaimId: claimId });
    }
    const record = await manager.findOneByOrFail(GiftAidClaimRecord, { id: claimId });
    const adjustmentGiftAid = giftAidOn(sumPounds(adjustments.map((adjustment) => adjustment.amount)));
    const claim = toGiftAidClaim(record, {
      lineCount: rows.length,
      adjustmentCount: adjustments.length,
      adjustmentGiftAid,
    });
    await this.audit.record(
      {
        actor,
        action: 'gift-aid-claim.created',
        entityType: 'gift-aid-claim',
        entityId: claimId,
        before: null,
        after: {
          ...claim,
          aggregateSmallGifts: request.aggregateSmallGifts,
          aggregateBelow: request.aggregateSmallGifts ? below : null,
        },
      },
      manager,
    );
    return claim;
  }

  /**
   * Inserts the claim with the next reference of the UK year, GA-YYYY-NNNN; a reference taken meanwhile (another
   * claim committed first) fails on the unique index and the next number is tried.
   */
  private async insertClaim(
    manager: EntityManager,
    values: Omit<GiftAidClaimRecord, 'id' | 'reference' | 'createdAt'>,
  ): Promise<number> {
    const prefix = `GA-${ukYear(Date.now())}-`;
    const latest: { reference: string | null }[] = await manager
      .createQueryBuilder(GiftAidClaimRecord, 'claim')
      .select('MAX(claim.reference)', 'reference')
      .where('claim.reference LIKE :prefix', { prefix: `${prefix}%` })
      .getRawMany();
    let next = Number(latest[0]?.reference?.slice(prefix.length) ?? 0) + 1;
    for (let attempt = 1; ; attempt += 1, next += 1) {
      try {
        const { identifiers } = await manager.insert(GiftAidClaimRecord, {
          ...values,
          reference: `${prefix}${String(next).padStart(4, '0')}`,
        });
        return Number(identifiers[0]?.['id']);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  private async find(id: number): Promise<GiftAidClaimRecord> {
    const record = await this.dataSource.getRepository(GiftAidClaimRecord).findOneBy({ id });
    if (!record) throw new NotFoundException(`Gift Aid claim ${id} was not found`);
    return record;
  }

  /** Line counts and reported adjustments of these claims, counted by the database. */
  private async extrasOf(ids: number[]): Promise<Map<number, ClaimExtras>> {
    const extras = new Map<number, ClaimExtras>(ids.map((id) => [id, { ...NO_EXTRAS }]));
    const adjustedAmounts = new Map<number, number[]>();
    if (ids.length === 0) return extras;
    const lines: { claimId: number | string; count: number | string }[] = await this.dataSource
      .createQueryBuilder(GiftAidClaimLine, 'line')
      .select('line.claimId', 'claimId')
      .addSelect('COUNT(*)', 'count')
      .where('line.claimId IN (:...ids)', { ids })
      .groupBy('line.claimId')
      .getRawMany();
    for (const row of lines) (extras.get(Number(row.claimId)) as ClaimExtras).lineCount = Number(row.count);
    const adjusted: { claimId: number | string; amount: number | string }[] = await this.dataSource
      .createQueryBuilder(Donation, 'donation')
      .select('donation.giftAidAdjustedInClaimId', 'claimId')
      .addSelect('donation.amount', 'amount')
      .where('donation.giftAidAdjustedInClaimId IN (:...ids)', { ids })
      .getRawMany();
    for (const row of adjusted)
      adjustedAmounts.set(Number(row.claimId), [
        ...(adjustedAmounts.get(Number(row.claimId)) ?? []),
        Number(row.amount),
      ]);
    for (const [claimId, amounts] of adjustedAmounts) {
      const claim = extras.get(claimId) as ClaimExtras;
      claim.adjustmentCount = amounts.length;
      claim.adjustmentGiftAid = giftAidOn(sumPounds(amounts));
    }
    return extras;
  }
}
