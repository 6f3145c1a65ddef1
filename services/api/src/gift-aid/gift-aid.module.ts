import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Donation } from '../payments/donation.entity';
import { GiftAidClaimsController } from './claims/gift-aid-claims.controller';
import { GiftAidClaimsService } from './claims/gift-aid-claims.service';
import { StaffGiftAidDeclarationsController } from './declarations/staff-gift-aid-declarations.controller';
import { StaffGiftAidDeclarationsService } from './declarations/staff-gift-aid-declarations.service';
import { GiftAidClaimLine } from './gift-aid-claim-line.entity';
import { GiftAidClaimRecord } from './gift-aid-claim.entity';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { GiftAidClaimableAttention } from './claims/gift-aid-claimable.attention';

/**
 * Gift Aid (decision 025): donors' declarations and the claims the charity makes on their gifts, with HMRC's
 * schedule files (CSV and .ods) built from each claim's stored lines.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Donation, GiftAidDeclaration, GiftAidClaimRecord, GiftAidClaimLine])],
  controllers: [GiftAidClaimsController, StaffGiftAidDeclarationsController],
  providers: [GiftAidClaimableAttention, GiftAidClaimsService, StaffGiftAidDeclarationsService],
})
export class GiftAidModule {}
