import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type GivingStatementGift,
  type GivingStatementGiftAid,
  type ManagedMonthlyGift,
  taxYearBounds,
} from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import {
  DECLARATION_COVERS_GIFT,
  DECLARATION_COVERS_GIFT_PARAMETERS,
  giftAidOn,
} from '../gift-aid/claims/eligible-gifts';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { Outbox } from '../mail/outbox.service';
import { receiptNumber } from '../mail/templates/email-format';
import { Donation } from '../payments/donation.entity';
import { Project } from '../projects/project.entity';
import { SUBSCRIPTION_PAYMENT_METHOD } from '../webhooks/subscription-payments.service';
import { MonthlyGiftManageService } from './monthly-gift-manage.service';

const pence = (pounds: number) => Math.round(pounds * 100);
const pounds = (pence: number) => (pence / 100).toFixed(2);

type StatementRow = {
  id: number | string;
  amount: number | string;
  currency: string;
  paidAt: number | string;
  projectId: number | string | null;
  subscriptionId: number | string | null;
  paymentMethod: string | null;
  giftAidClaimId: number | string | null;
  coveredBy: number | string | null;
};

/**
 * Where a gift's Gift Aid stands: in a claim made to HMRC (claimed), covered by a declaration in force at its payment
 * but in no claim yet (to be claimed: the claim's own rule, eligible-gifts.ts), or neither.
 */
function giftAidStatusOf(row: StatementRow): GivingStatementGiftAid {
  if (row.giftAidClaimId !== null) return 'claimed';
  return row.coveredBy !== null && row.currency === 'GBP' ? 'to-be-claimed' : 'none';
}

/**
 * A giving statement for one UK tax year, emailed to the gift's address (decisions 055 and 056): every completed gift
 * from that address (one-off and monthly, refunded ones left out), its date and amount, its Gift Aid as claimed, to be
 * claimed or none, the totals of each, and the charity's number. Needs neither PayPal nor a change of link.
 */
@Injectable()
export class GivingStatementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly manage: MonthlyGiftManageService,
    private readonly outbox: Outbox,
  ) {}

  async request(token: string, taxYear: number): Promise<void> {
    const { gift } = await this.manage.open(token);
    const view: Pick<ManagedMonthlyGift, 'statementYears'> = await this.manage.view(token);
    if (!view.statementYears.includes(taxYear))
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: [`taxYear must be one of ${view.statementYears.join(', ')}`],
      });
    const email = gift.donorEmail as string;
    const rows = await this.giftsOf(email, taxYear);
    const projects = new Map<number, string | null>();
    const gifts: GivingStatementGift[] = [];
    const totals = { given: 0, claimed: 0, toBeClaimed: 0 };
    for (const row of rows) {
      const amount = Number(row.amount);
      const projectId = row.projectId === null ? null : Number(row.projectId);
      if (projectId !== null && !projects.has(projectId)) {
        const project = await this.dataSource
          .getRepository(Project)
          .findOne({ where: { id: projectId }, select: { id: true, title: true } });
        projects.set(projectId, project?.title ?? null);
      }
      const giftAidStatus = giftAidStatusOf(row);
      const giftAid = giftAidStatus === 'none' ? null : giftAidOn(amount);
      totals.given += pence(amount);
      if (giftAidStatus === 'claimed') totals.claimed += pence(giftAid ?? 0);
      if (giftAidStatus === 'to-be-claimed') totals.toBeClaimed += pence(giftAid ?? 0);
      gifts.push({
        date: new Date(Number(row.paidAt)).toISOString(),
        amount: amount.toFixed(2),
        giftAid: giftAid === null ? null : giftAid.toFixed(2),
        giftAidStatus,
        projectName: projectId === null ? null : (projects.get(projectId) ?? null),
        monthly: row.subscriptionId !== null || row.paymentMethod === SUBSCRIPTION_PAYMENT_METHOD,
        receipt: receiptNumber(Number(row.id)),
      });
    }
    const now = Date.now();
    await this.outbox.enqueue(this.dataSource.manager, {
      event: `giving-statement:${gift.id}:${taxYear}:${Math.floor(now / 60_000)}`,
      template: 'giving-statement',
      to: email,
      data: {
        donorName: gift.donorName,
        taxYear,
        currency: gift.currency,
        gifts,
        total: pounds(totals.given),
        giftAidClaimed: pounds(totals.claimed),
        giftAidToBeClaimed: pounds(totals.toBeClaimed),
        issuedAt: new Date(now).toISOString(),
      },
    });
  }

  /** The address's completed gifts paid in the tax year, oldest first, each with its claim and covering declaration. */
  private giftsOf(email: string, taxYear: number): Promise<StatementRow[]> {
    const { from, toExclusive } = taxYearBounds(taxYear);
    return this.dataSource
      .createQueryBuilder(Donation, 'donation')
      .leftJoin(GiftAidDeclaration, 'declaration', DECLARATION_COVERS_GIFT, DECLARATION_COVERS_GIFT_PARAMETERS)
      .select('donation.id', 'id')
      .addSelect('donation.amount', 'amount')
      .addSelect('donation.currency', 'currency')
      .addSelect('donation.paidAt', 'paidAt')
      .addSelect('donation.projectId', 'projectId')
      .addSelect('donation.subscriptionId', 'subscriptionId')
      .addSelect('donation.paymentMethod', 'paymentMethod')
      .addSelect('donation.giftAidClaimId', 'giftAidClaimId')
      .addSelect('declaration.id', 'coveredBy')
      .where('donation.donorEmail = :email', { email })
      .andWhere('donation.paymentStatus = :completed', { completed: 'completed' })
      .andWhere('donation.paidAt >= :from AND donation.paidAt < :to', {
        from: from.getTime(),
        to: toExclusive.getTime(),
      })
      .orderBy('donation.paidAt', 'ASC')
      .addOrderBy('donation.id', 'ASC')
      .getRawMany<StatementRow>();
  }
}
