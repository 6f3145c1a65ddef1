import { DiscoveryService } from '@nestjs/core';
import type { StaffAttentionItem } from '@solar/shared-contracts';

/** Who sees an item: everyone signed in, or administrators only (those who alone can act on it). */
export type AttentionAudience = 'staff' | 'admin';

/**
 * One thing a domain wants the back office's home page to count. A domain module adds one by declaring a provider
 * class marked `@StaffAttentionSource()` that implements this; the attention module finds every such provider at
 * start-up (Nest's DiscoveryService), so neither it nor the console changes when a domain adds an item (decision 050).
 */
export interface AttentionSource {
  /** Place on the page, lowest first (10 messages, 20 volunteers, 30 moderation, 40 gifts, 50 Gift Aid, 60 emails). */
  readonly order: number;
  readonly audience: AttentionAudience;
  /** The count now, with the link to the filtered list that shows exactly those rows. */
  item(now: Date): Promise<StaffAttentionItem>;
}

/** Marks a provider as an AttentionSource for the staff home page. */
export const StaffAttentionSource = DiscoveryService.createDecorator<void>();
