import { Module } from '@nestjs/common';
import { AwaitingModerationAttention } from './awaiting-moderation.attention';
import { GiftMessagesService } from './gift-messages.service';
import { StaffGiftMessagesController } from './staff-gift-messages.controller';
import { SupportersController } from './supporters.controller';
import { SupportersService } from './supporters.service';

/**
 * Donors' words on the site (decision 054): each project's supporters list, and the back office's moderation of
 * the messages. AwaitingModerationAttention puts the waiting messages on the staff home (decision 050).
 */
@Module({
  controllers: [SupportersController, StaffGiftMessagesController],
  providers: [SupportersService, GiftMessagesService, AwaitingModerationAttention],
  exports: [GiftMessagesService],
})
export class SupportersModule {}
