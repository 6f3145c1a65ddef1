import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffAttentionItem } from '@solar/shared-contracts';
import type { DataSource } from 'typeorm';
import { type AttentionSource, StaffAttentionSource } from '../attention';
import { ContactMessage } from './contact-message.entity';

/** The staff home's "Unread messages": what the messages list shows under its Unread filter. */
@StaffAttentionSource()
@Injectable()
export class UnreadMessagesAttention implements AttentionSource {
  readonly order = 10;
  readonly audience = 'staff';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async item(): Promise<StaffAttentionItem> {
    const count = await this.dataSource.getRepository(ContactMessage).countBy({ isRead: false });
    return {
      key: 'messages.unread',
      label: 'Unread messages',
      count,
      href: '/staff/messages?filter=unread',
      tone: count > 0 ? 'warning' : 'info',
    };
  }
}
