import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type GivingStatementGift, taxYearBounds } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { inForceAt } from '../gift-aid/declarations/declaration-records';
import { GiftAidDeclaration } from '../gift-aid/gift-aid-declaration.entity';
import { Outbox } from '../mail/outbox.service';
import { giftAidAmountOf } from '../payments/donation-emails';
import { Donation } from '../payments/donation.entity';
import { Project } from '../projects/project.entity';
import { receiptNumber } from '../mail/templates/email-format';
import type { ManagedMonthlyGift } from '@solar/shared-contracts';
import { MonthlyGiftManageService } from './monthly-gift-manage.service';

const pence = (pounds: number) => Math.round(pounds * 100);

/**
 * A giving statement for one UK tax year, emailed to the gift's address (decision 055): every completed gift from
 * that address (one-off and monthly, refunded ones left out), its date and amount, the Gift Aid on it when a
 * declaration covered it, and the charity's number. Needs neither PayPal nor a change of link.
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
    const { from, toExclusive } = taxYearBounds(taxYear);
    const donations = await this.dataSource
      .getRepository(Donation)
      .createQueryBuilder('donation')
      .where('donation.donorEmail = :email', { email })
      .andWhere('donation.paymentStatus = :completed', { completed: 'completed' })
      .andWhere('donation.paidAt >= :from AND donation.paidAt < :to', {
        from: from.getTime(),
        to: toExclusive.getTime(),
      })
      .orderBy('donation.paidAt', 'ASC')
      .addOrderBy('donation.id', 'ASC')
      .getMany();
    const declarations = new Map<number, GiftAidDeclaration | null>();
    const projects = new Map<number, string | null>();
    const gifts: GivingStatementGift[] = [];
    let total = 0;
    let giftAidTotal = 0;
    for (const donation of donations) {
      let giftAid: string | null = null;
      if (donation.giftAidDeclarationId !== null) {
        if (!declarations.has(donation.giftAidDeclarationId))
          declarations.set(
            donation.giftAidDeclarationId,
            await this.dataSource.getRepository(GiftAidDeclaration).findOneBy({ id: donation.giftAidDeclarationId }),
          );
        const declaration = declarations.get(donation.giftAidDeclarationId);
        if (declaration && inForceAt(declaration, donation.paidAt ?? 0)) giftAid = giftAidAmountOf(donation.amount);
      }
      if (donation.projectId !== null && !projects.has(donation.projectId)) {
        const project = await this.dataSource
          .getRepository(Project)
          .findOne({ where: { id: donation.projectId }, select: { id: true, title: true } });
        projects.set(donation.projectId, project?.title ?? null);
      }
      total += pence(donation.amount);
      giftAidTotal += giftAid ? pence(Number(giftAid)) : 0;
      gifts.push({
        date: new Date(donation.paidAt ?? 0).toISOString(),
        amount: donation.amount.toFixed(2),
        giftAid,
        projectName: donation.projectId === null ? null : (projects.get(donation.projectId) ?? null),
        monthly: donation.subscriptionId !== null || donation.paymentMethod === 'paypal-subscription',
        receipt: receiptNumber(donation.id),
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
        total: (total / 100).toFixed(2),
        giftAidTotal: (giftAidTotal / 100).toFixed(2),
        issuedAt: new Date(now).toISOString(),
      },
    });
  }
}
