import { randomUUID } from 'node:crypto';
import { BadGatewayException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  CheckoutPaymentIntent,
  type OrderRequest,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import { CHARITY_NAME, type CreateOrderResponse, DONATE_RETURN, DONATION_CURRENCY } from '@solar/shared-contracts';
import type { DataSource, Repository } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { recordDeclaration } from '../gift-aid-declarations/declaration-records';
import { softOptInFields } from '../newsletter/dto/charity-email-notice';
import { toHttpException } from '../paypal/paypal-errors';
import { PaypalGateway } from '../paypal/paypal.gateway';
import { Project } from '../projects/project.entity';
import { Donation } from './donation.entity';
import type { CreateOrderDto } from './dto/create-order.dto';
import { storedGiftWords } from './gift-words';
import { runInTransaction } from '../database/transactions';

/** PayPal's limit on a purchase unit's description. */
const MAX_DESCRIPTION = 127;

/**
 * Creates the PayPal order for a one-off gift from the server-validated amount, then records the donation as
 * pending under PayPal's order id, with the donor's Gift Aid declaration (if any) in the same transaction.
 * Nothing is stored when PayPal refuses: an order PayPal never made cannot be captured, and one PayPal made but
 * we failed to store is never captured either (capture needs our row).
 */
@Injectable()
export class DonationOrdersService {
  constructor(
    private readonly gateway: PaypalGateway,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Project) private readonly projects: Repository<Project>,
  ) {}

  async create(dto: CreateOrderDto): Promise<CreateOrderResponse> {
    const project = dto.projectId ? await this.projectFor(dto.projectId) : null;
    const reference = randomUUID();
    let order;
    try {
      ({ result: order } = await this.gateway.orders.createOrder({
        body: this.orderRequest(dto, project, reference),
        paypalRequestId: reference,
      }));
    } catch (error) {
      throw toHttpException(error, 'create the PayPal order');
    }
    if (!order.id) {
      throw new BadGatewayException({
        statusCode: 502,
        error: 'PayPal sent no order id',
        message: 'Could not create the PayPal order: PayPal answered without an order id.',
      });
    }
    const orderId = order.id;
    // The declaration and the pending gift are stored together or not at all.
    await runInTransaction(this.dataSource, async (manager) => {
      const giftAidDeclarationId = dto.giftAid
        ? await recordDeclaration(manager, dto.giftAid, dto.donorEmail ?? null)
        : null;
      await manager.insert(Donation, {
        projectId: project?.id ?? null,
        donorEmail: dto.donorEmail ?? null,
        donorName: dto.donorName ?? null,
        amount: dto.amount,
        currency: DONATION_CURRENCY,
        paypalOrderId: orderId,
        paymentStatus: 'pending',
        paymentMethod: 'paypal',
        ...softOptInFields(dto),
        giftAidDeclarationId,
        ...storedGiftWords(dto),
      });
    });
    return {
      id: order.id,
      status: order.status ?? 'CREATED',
      links: (order.links ?? []).map(({ href, rel, method }) => ({ href, rel, ...(method ? { method } : {}) })),
    };
  }

  private async projectFor(id: number): Promise<Pick<Project, 'id' | 'title'>> {
    const project = await this.projects.findOne({ where: { id }, select: { id: true, title: true } });
    if (!project) throw new NotFoundException(`Project ${id} was not found`);
    return project;
  }

  /**
   * payment_source.paypal.experience_context, Orders v2's current home for the redirect flow (application_context
   * is deprecated): PayPal answers PAYER_ACTION_REQUIRED with a `payer-action` link, which the donate page follows;
   * the return and cancel URLs bring the donor back to /donate.
   */
  private orderRequest(
    dto: CreateOrderDto,
    project: Pick<Project, 'id' | 'title'> | null,
    reference: string,
  ): OrderRequest {
    const donate = `${this.config.shellOrigin}/donate`;
    return {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [
        {
          referenceId: project ? `project-${project.id}` : 'general',
          customId: reference,
          description: `Donation to ${project ? project.title : CHARITY_NAME}`.slice(0, MAX_DESCRIPTION),
          amount: { currencyCode: DONATION_CURRENCY, value: dto.amount.toFixed(2) },
        },
      ],
      paymentSource: {
        paypal: {
          experienceContext: {
            brandName: CHARITY_NAME,
            shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            userAction: PaypalExperienceUserAction.PayNow,
            returnUrl: `${donate}?${DONATE_RETURN.success}=true`,
            cancelUrl: `${donate}?${DONATE_RETURN.cancelled}=true`,
          },
        },
      },
    };
  }
}
