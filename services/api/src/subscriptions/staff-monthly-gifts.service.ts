import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MonthlyGiftListQuery, Page, StaffMonthlyGift, SubscriptionStatus } from '@solar/shared-contracts';
import { In, type ObjectLiteral, type Repository, type SelectQueryBuilder } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { pageOf, searchOf, toPage } from '../kit/dto/page-query.dto';
import { whereInUkDays } from '../kit/dto/uk-day-range.dto';
import { containsPattern } from '../database/contains-search';
import { Project } from '../projects/project.entity';
import { requestLapsed } from './amount-request-lapses';
import { paymentProblemOf } from './payment-failures.service';
import { Subscription } from './subscription.entity';

const GIFT = 'gift';

/** A request past its time shows as lapsed before a pass or the donor's page has recorded it (decision 060). */
function requestsOf(gift: Subscription, approvalHours: number, now: number) {
  const lapsed = requestLapsed(gift, approvalHours, now);
  return {
    awaitingApprovalAmount: lapsed ? null : gift.pendingAmount,
    lapsedRequestAmount: lapsed ? gift.pendingAmount : gift.lapsedAmount,
  };
}

function toStaffMonthlyGift(gift: Subscription, titles: Map<number, string>, approvalHours: number): StaffMonthlyGift {
  return {
    id: gift.id,
    paypalSubscriptionId: gift.paypalSubscriptionId,
    amount: gift.amount,
    ...requestsOf(gift, approvalHours, Date.now()),
    currency: gift.currency,
    status: gift.status as SubscriptionStatus,
    projectId: gift.projectId,
    projectTitle: gift.projectId === null ? null : (titles.get(gift.projectId) ?? null),
    donorName: gift.donorName,
    donorEmail: gift.donorEmail,
    nextBillingDate: gift.nextBillingDate?.toISOString() ?? null,
    lastPaymentDate: gift.lastPaymentDate?.toISOString() ?? null,
    createdAt: gift.createdAt.toISOString(),
    paymentProblem: problemOf(gift),
  };
}

function problemOf(gift: Subscription): StaffMonthlyGift['paymentProblem'] {
  const problem = paymentProblemOf(gift);
  return problem ? { ...problem, emailsSent: gift.paymentFailureEmails } : null;
}

/** "Payment problems": payments failing now, a missed payment owed, or a gift PayPal suspended for failures. */
export function wherePaymentProblems<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>, alias: string) {
  return builder.andWhere(
    `(${alias}.status IN ('active', 'suspended') AND (${alias}.paymentFailedAt IS NOT NULL OR ${alias}.outstandingAmount > 0 OR ${alias}.suspensionCause = 'payment_failures'))`,
  );
}

/** Monthly gifts as the back office reads them, newest first. */
@Injectable()
export class StaffMonthlyGiftsService {
  constructor(
    @InjectRepository(Subscription) private readonly gifts: Repository<Subscription>,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
  ) {}

  async list(query: MonthlyGiftListQuery): Promise<Page<StaffMonthlyGift>> {
    const { skip, pageSize } = pageOf(query);
    const builder = this.gifts.createQueryBuilder(GIFT);
    if (query.status) builder.andWhere(`${GIFT}.status = :status`, { status: query.status });
    if (query.problem === 'payment') wherePaymentProblems(builder, GIFT);
    whereInUkDays(builder, `${GIFT}.createdAt`, query);
    const search = searchOf(query);
    if (search) {
      builder.andWhere(`(${GIFT}.donorName LIKE :search ESCAPE '!' OR ${GIFT}.donorEmail LIKE :search ESCAPE '!')`, {
        search: containsPattern(search),
      });
    }
    const [rows, total] = await builder
      .orderBy(`${GIFT}.createdAt`, 'DESC')
      .addOrderBy(`${GIFT}.id`, 'DESC')
      .skip(skip)
      .take(pageSize)
      .getManyAndCount();
    const titles = await this.projectTitles(rows);
    return toPage(
      rows.map((row) => toStaffMonthlyGift(row, titles, this.config.monthlyAmountApprovalHours)),
      total,
      query,
    );
  }

  private async projectTitles(gifts: Subscription[]): Promise<Map<number, string>> {
    const ids = [...new Set(gifts.map((gift) => gift.projectId).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const projects = await this.projects.find({ select: { id: true, title: true }, where: { id: In(ids) } });
    return new Map(projects.map((project) => [project.id, project.title]));
  }
}
