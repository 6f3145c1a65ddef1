import { Injectable } from '@nestjs/common';
import type { StaffAttentionItem } from '@solar/shared-contracts';
import { type AttentionSource, StaffAttentionSource } from '../attention';
import { GiftMessagesService } from './gift-messages.service';

/** The staff home's "names and messages waiting for moderation": what the supporters' queue shows by default. */
@StaffAttentionSource()
@Injectable()
export class AwaitingModerationAttention implements AttentionSource {
  readonly order = 30;
  readonly audience = 'staff';

  constructor(private readonly messages: GiftMessagesService) {}

  async item(): Promise<StaffAttentionItem> {
    const count = await this.messages.pendingCount();
    return {
      key: 'supporters.awaiting-moderation',
      label: 'Supporters’ names and messages waiting for moderation',
      count,
      href: '/staff/donations/messages?status=pending',
      tone: count > 0 ? 'warning' : 'info',
    };
  }
}
