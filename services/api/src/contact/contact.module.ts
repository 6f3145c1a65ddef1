import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './contact-message.entity';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { StaffMessagesController } from './staff-messages.controller';
import { StaffMessagesService } from './staff-messages.service';
import { UnreadMessagesAttention } from './unread-messages.attention';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage])],
  controllers: [ContactController, StaffMessagesController],
  providers: [UnreadMessagesAttention, ContactService, StaffMessagesService],
})
export class ContactModule {}
