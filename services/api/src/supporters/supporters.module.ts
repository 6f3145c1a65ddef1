import { Module } from '@nestjs/common';
import { GiftMessagesService } from './gift-messages.service';
import { StaffGiftMessagesController } from './staff-gift-messages.controller';
import { SupportersController } from './supporters.controller';
import { SupportersService } from './supporters.service';

/**
 * Donors' words on the site (decision 054): each project's supporters list, and the back office's moderation of
 * the messages. GiftMessagesService.pendingCount is what the staff home counts as waiting for a decision.
 */
@Module({
  controllers: [SupportersController, StaffGiftMessagesController],
  providers: [SupportersService, GiftMessagesService],
  exports: [GiftMessagesService],
})
export class SupportersModule {}
