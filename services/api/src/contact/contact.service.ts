import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContactMessageResponse } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail-config';
import { Outbox } from '../mail/outbox.service';
import { runInTransaction } from '../database/transactions';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageDto } from './dto/contact-message.dto';

@Injectable()
export class ContactService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(MAIL_CONFIG) private readonly mail: MailConfig,
  ) {}

  /** Stores the message unread and, in the same transaction, queues the visitor's acknowledgement and the staff alert. */
  create(dto: ContactMessageDto): Promise<ContactMessageResponse> {
    return runInTransaction(this.dataSource, async (manager) => {
      const { name, email, subject, message } = dto;
      const row = manager.create(ContactMessage, { name, email, subject, message, isRead: false });
      await manager.insert(ContactMessage, row);
      const event = `contact:${row.id}`;
      await this.outbox.enqueue(manager, {
        event,
        template: 'contact-acknowledgement',
        to: email,
        data: { name, subject, message },
      });
      const staffInbox = this.mail.staffInbox;
      if (staffInbox) {
        await this.outbox.enqueue(manager, {
          event,
          template: 'contact-staff-alert',
          to: staffInbox,
          data: { messageId: row.id, name, email, subject, message },
        });
      }
      return { id: row.id, createdAt: new Date(row.createdAt).toISOString() };
    });
  }
}
