import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterController, ONE_CLICK_ROUTE } from './newsletter.controller';
import { Newsletter } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';
import { oneClickBodyParsers } from './one-click-form';
import { StaffSubscribersController } from './staff-subscribers.controller';
import { StaffSubscribersService } from './staff-subscribers.service';
import { UnsubscribeService } from './unsubscribe.service';

@Module({
  imports: [TypeOrmModule.forFeature([Newsletter])],
  controllers: [NewsletterController, StaffSubscribersController],
  providers: [NewsletterService, StaffSubscribersService, UnsubscribeService],
  exports: [NewsletterService],
})
export class NewsletterModule implements NestModule {
  /** The API's only form parsers, for the one route that takes a form (decision 015's named exception). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(...oneClickBodyParsers).forRoutes({ path: `api/newsletter/${ONE_CLICK_ROUTE}`, method: RequestMethod.POST });
  }
}
