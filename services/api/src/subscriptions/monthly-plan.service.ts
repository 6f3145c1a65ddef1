import { Injectable, Logger } from '@nestjs/common';
import { IntervalUnit, PlanRequestStatus, TenureType } from '@paypal/paypal-server-sdk';
import { DONATION_CURRENCY } from '@solar/shared-contracts';
import { PaypalGateway } from '../paypal/paypal.gateway';

/**
 * Deterministic PayPal-Request-Ids: every API replica (and every restart within PayPal's 72-hour idempotency
 * window) that creates the product and plan gets PayPal's first answer back instead of a new product or plan.
 * Bump the version when the plan's definition changes.
 */
export const MONTHLY_PRODUCT_REQUEST_ID = 'solar-monthly-gift-product-v1';
export const MONTHLY_PLAN_REQUEST_ID = 'solar-monthly-gift-plan-v2';

/** The plan's own price; each subscription overrides it with the donor's amount (plan override at creation). */
const PLAN_BASE_PRICE = '1.00';

/**
 * The billing plan every monthly gift subscribes to: PAYPAL_PLAN_ID when configured, otherwise a catalog product
 * and a monthly GBP plan created once per process. Parallel first requests share one creation (a cached promise);
 * a failed creation is forgotten so the next request tries again.
 */
@Injectable()
export class MonthlyPlanService {
  private readonly logger = new Logger(MonthlyPlanService.name);
  private planId?: Promise<string>;

  constructor(private readonly gateway: PaypalGateway) {}

  monthlyPlanId(): Promise<string> {
    const configured = this.gateway.config.planId;
    if (configured) return Promise.resolve(configured);
    if (!this.planId) {
      this.planId = this.createPlan();
      this.planId.catch(() => {
        this.planId = undefined;
      });
    }
    return this.planId;
  }

  private async createPlan(): Promise<string> {
    const product = await this.gateway.call<{ id: string }>(
      'POST',
      '/v1/catalogs/products',
      { name: 'Monthly gift', type: 'SERVICE', category: 'CHARITY' },
      { 'PayPal-Request-Id': MONTHLY_PRODUCT_REQUEST_ID },
    );
    const { result: plan } = await this.gateway.subscriptions.createBillingPlan({
      paypalRequestId: MONTHLY_PLAN_REQUEST_ID,
      prefer: 'return=representation',
      body: {
        productId: product.id,
        name: 'Monthly gift (GBP)',
        description: 'A monthly gift to From Sun to Sanctuary; each subscription sets its own amount.',
        status: PlanRequestStatus.Active,
        billingCycles: [
          {
            frequency: { intervalUnit: IntervalUnit.Month, intervalCount: 1 },
            tenureType: TenureType.Regular,
            sequence: 1,
            // 0: the gift continues until the donor cancels.
            totalCycles: 0,
            pricingScheme: { fixedPrice: { currencyCode: DONATION_CURRENCY, value: PLAN_BASE_PRICE } },
          },
        ],
        // v2: missed months are never billed later unasked (decision 068); each subscription also says so itself.
        paymentPreferences: { autoBillOutstanding: false, paymentFailureThreshold: 3 },
      },
    });
    const planId = plan.id;
    if (!planId) throw new Error('PayPal created a billing plan without an id');
    // A replayed creation answers with the plan as first created; only activate a plan that is not active now.
    const status =
      plan.status === 'ACTIVE' ? 'ACTIVE' : (await this.gateway.subscriptions.getBillingPlan(planId)).result.status;
    if (status !== 'ACTIVE') await this.gateway.subscriptions.activateBillingPlan(planId);
    this.logger.log(`Monthly gifts use billing plan ${planId} (product ${product.id}); set PAYPAL_PLAN_ID to reuse it`);
    return planId;
  }
}
