import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterModule } from '../newsletter/newsletter.module';
import { Volunteer } from './volunteer.entity';
import { VolunteersController } from './volunteers.controller';
import { VolunteersService } from './volunteers.service';
import { StaffVolunteersController } from './staff-volunteers.controller';
import { StaffVolunteersService } from './staff-volunteers.service';
import { VolunteersToReviewAttention } from './volunteers-to-review.attention';

@Module({
  imports: [TypeOrmModule.forFeature([Volunteer]), NewsletterModule],
  controllers: [VolunteersController, StaffVolunteersController],
  providers: [VolunteersToReviewAttention, VolunteersService, StaffVolunteersService],
})
export class VolunteersModule {}
