import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterController } from './newsletter.controller';
import { Newsletter } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';
import { StaffSubscribersController } from './staff-subscribers.controller';
import { StaffSubscribersService } from './staff-subscribers.service';

@Module({
  imports: [TypeOrmModule.forFeature([Newsletter])],
  controllers: [NewsletterController, StaffSubscribersController],
  providers: [NewsletterService, StaffSubscribersService],
  exports: [NewsletterService],
})
export class NewsletterModule {}
