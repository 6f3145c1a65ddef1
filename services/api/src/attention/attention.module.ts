import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { StaffAttentionController } from './staff-attention.controller';
import { StaffAttentionService } from './staff-attention.service';

/**
 * GET /api/staff/attention (decision 050). It owns no counts: each domain module provides its own
 * `@StaffAttentionSource()` classes (see attention-source.ts), found here at start-up.
 */
@Module({
  imports: [DiscoveryModule],
  controllers: [StaffAttentionController],
  providers: [StaffAttentionService],
})
export class AttentionModule {}
