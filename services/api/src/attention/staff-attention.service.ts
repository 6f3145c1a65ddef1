import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { StaffAttention, StaffRole } from '@solar/shared-contracts';
import { type AttentionSource, StaffAttentionSource } from './attention-source';

const isSource = (instance: unknown): instance is AttentionSource =>
  typeof instance === 'object' && instance !== null && typeof (instance as AttentionSource).item === 'function';

/** Gathers every domain's AttentionSource and asks those the signed-in role may see, in their order. */
@Injectable()
export class StaffAttentionService implements OnModuleInit {
  private sources: AttentionSource[] = [];

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    this.sources = this.discovery
      .getProviders({ metadataKey: StaffAttentionSource.KEY })
      .map((wrapper) => wrapper.instance as unknown)
      .filter(isSource)
      .sort((a, b) => a.order - b.order);
  }

  /** One after another: on the embedded database reads take turns anyway, and there are only a handful. */
  async forRole(role: StaffRole, now = new Date()): Promise<StaffAttention> {
    const items = [];
    for (const source of this.sources) {
      if (source.audience === 'admin' && role !== 'admin') continue;
      items.push(await source.item(now));
    }
    return { items, asOf: now.toISOString() };
  }
}
