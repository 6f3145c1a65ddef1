import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { RepeatingPass } from '../kit/repeating-pass';
import { AuditLog } from '../audit';
import { runRetryingTransaction } from '../database/transactions';
import { Subscription } from './subscription.entity';

export const AMOUNT_REQUEST_LAPSED = 'monthly-gift.amount-request-lapsed';
export const AMOUNT_REQUEST_PASS_INTERVAL_MS = 5 * 60_000;
/** The first pass after start-up: late enough that no test or short-lived process ever sees one. */
const FIRST_PASS_DELAY_MS = 5 * 60_000;
const PAGE_SIZE = 100;
const LOGGER = new Logger('monthly-gifts');

type Waiting = Pick<Subscription, 'pendingAmount' | 'pendingRequestedAt'>;

/** When a request waiting for the donor's approval at PayPal lapses (epoch ms), or null when nothing waits. */
export function lapsesAt(gift: Waiting, approvalHours: number): number | null {
  if (gift.pendingAmount === null || gift.pendingRequestedAt === null) return null;
  return Number(gift.pendingRequestedAt) + approvalHours * 3_600_000;
}

/** Whether the amount `gift` waits for is past its time at `now`: the approve link PayPal gave is dead by then. */
export function requestLapsed(gift: Waiting, approvalHours: number, now: number): boolean {
  const at = lapsesAt(gift, approvalHours);
  return at !== null && at <= now;
}

/**
 * A new monthly amount the donor did not approve at PayPal in time lapses (decision 060): it moves to `lapsedAmount`,
 * recorded once in the audit log. Noticed when the donor opens the manage page, and by a pass every replica repeats
 * every five minutes. Each lapse is one conditional UPDATE (still waiting, asked for before the cut-off), so a read
 * and a pass, or two replicas, record it once; a newer request is never lapsed by a stale read.
 */
@Injectable()
export class AmountRequestLapses implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly passes: RepeatingPass;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    private readonly audit: AuditLog,
  ) {
    this.passes = new RepeatingPass({
      name: 'monthly amount request lapse',
      retrying: 'every 5 minutes',
      intervalMs: AMOUNT_REQUEST_PASS_INTERVAL_MS,
      run: (now) => this.lapseDue(now),
      now: () => Date.now(),
      logger: LOGGER,
    });
  }

  get approvalHours(): number {
    return this.config.monthlyAmountApprovalHours;
  }

  onApplicationBootstrap(): void {
    this.passes.start(FIRST_PASS_DELAY_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.passes.stop();
  }

  isLapsed(gift: Waiting, now = Date.now()): boolean {
    return requestLapsed(gift, this.approvalHours, now);
  }

  /** The gift as it is once a request past its time has lapsed; the gift itself when nothing was due. */
  async settle(gift: Subscription, now = Date.now()): Promise<Subscription> {
    if (!this.isLapsed(gift, now)) return gift;
    await this.lapse(gift, now);
    return this.dataSource.getRepository(Subscription).findOneByOrFail({ id: gift.id });
  }

  /** Every request past its time, lapsed; answers how many this pass recorded. */
  async lapseDue(now: number): Promise<number> {
    const cutoff = this.cutoff(now);
    let lapsed = 0;
    for (let after = 0; ;) {
      const due = await this.dataSource
        .getRepository(Subscription)
        .createQueryBuilder('gift')
        .where('gift.pendingAmount IS NOT NULL AND gift.pendingRequestedAt <= :cutoff AND gift.id > :after', {
          cutoff,
          after,
        })
        .orderBy('gift.id', 'ASC')
        .take(PAGE_SIZE)
        .getMany();
      for (const gift of due) if (await this.lapse(gift, now)) lapsed += 1;
      const last = due.at(-1);
      if (due.length < PAGE_SIZE || !last) break;
      after = last.id;
    }
    if (lapsed > 0) LOGGER.log({ message: `${lapsed} monthly amount requests lapsed unapproved`, lapsed });
    return lapsed;
  }

  private cutoff(now: number): number {
    return now - this.approvalHours * 3_600_000;
  }

  private lapse(gift: Subscription, now: number): Promise<boolean> {
    return runRetryingTransaction(this.dataSource, async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Subscription)
        .set({
          lapsedAmount: gift.pendingAmount,
          pendingAmount: null,
          pendingApprovalUrl: null,
          pendingRequestedAt: null,
        })
        .where('id = :id AND pendingAmount IS NOT NULL AND pendingRequestedAt <= :cutoff', {
          id: gift.id,
          cutoff: this.cutoff(now),
        })
        .execute();
      if (result.affected !== 1) return false;
      await this.audit.record(
        {
          actor: null,
          action: AMOUNT_REQUEST_LAPSED,
          entityType: 'subscription',
          entityId: gift.id,
          before: {
            amount: gift.amount,
            pendingAmount: gift.pendingAmount,
            requestedAt: new Date(Number(gift.pendingRequestedAt)).toISOString(),
          },
          after: { amount: gift.amount, lapsedAmount: gift.pendingAmount, approvalHours: this.approvalHours },
        },
        manager,
      );
      return true;
    });
  }
}
