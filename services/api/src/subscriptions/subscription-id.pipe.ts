import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** PayPal subscription ids: "I-" and upper-case letters and digits (I-BW452GLLEP1G). */
export const PAYPAL_SUBSCRIPTION_ID = /^I-[A-Z0-9]{8,32}$/;

/** Refuses a malformed subscription id with 400 before it reaches the database or PayPal. */
@Injectable()
export class PaypalSubscriptionIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !PAYPAL_SUBSCRIPTION_ID.test(value)) {
      throw new BadRequestException(
        `subscriptionId must be a PayPal subscription id such as I-BW452GLLEP1G, got "${String(value).slice(0, 64)}"`,
      );
    }
    return value;
  }
}
