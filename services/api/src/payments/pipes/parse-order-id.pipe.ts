import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** PayPal spells order ids in capitals, digits and hyphens (17 characters today; 36 leaves room). */
const ORDER_ID = /^[A-Z0-9-]{1,36}$/;

/** Refuses anything that cannot be a PayPal order id before it reaches the database or a PayPal URL. */
@Injectable()
export class ParseOrderIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !ORDER_ID.test(value)) {
      throw new BadRequestException('orderId must be 1 to 36 capital letters, digits or hyphens');
    }
    return value;
  }
}
