import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterController } from './newsletter.controller';
import { NewsletterSignUpRequest } from './newsletter-sign-up-request.entity';
import { NewsletterSignUpService } from './newsletter-sign-up.service';
import { Newsletter } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';
import { StaffSubscribersController } from './staff-subscribers.controller';
import { StaffSubscribersService } from './staff-subscribers.service';
import { UnsubscribeService } from './unsubscribe.service';

@Module({
  imports: [TypeOrmModule.forFeature([Newsletter, NewsletterSignUpRequest])],
  controllers: [NewsletterController, StaffSubscribersController],
  providers: [NewsletterService, NewsletterSignUpService, StaffSubscribersService, UnsubscribeService],
  exports: [NewsletterService],
})
/** The one-click route's form parsers (the API's only ones, decision 015's named exception) are in app/intake/body-parsers.ts. */
export class NewsletterModule {}
