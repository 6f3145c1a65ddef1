import { Module } from '@nestjs/common';
import { ErasureMonthlyGifts } from './erasure-monthly-gifts';
import { SupporterDataController } from './supporter-data.controller';
import { RetentionPass } from './retention-pass';
import { SupporterDataService } from './supporter-data.service';
import { SupporterErasureService } from './supporter-erasure.service';

/** Supporters' data (decision 070): subject access, erasure and the retention pass, on one lookup of a person's rows by email. */
@Module({
  controllers: [SupporterDataController],
  providers: [SupporterDataService, SupporterErasureService, ErasureMonthlyGifts, RetentionPass],
})
export class SupporterDataModule {}
