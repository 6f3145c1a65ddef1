import { Global, Module } from '@nestjs/common';
import { PaypalGateway } from './paypal.gateway';

/** PayPal access for the payments and subscriptions modules. */
@Global()
@Module({ providers: [PaypalGateway], exports: [PaypalGateway] })
export class PaypalModule {}
