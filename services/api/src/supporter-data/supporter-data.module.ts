import { Module } from '@nestjs/common';
import { SupporterDataController } from './supporter-data.controller';
import { SupporterDataService } from './supporter-data.service';

/** Supporters' data (decision 070): subject access now; erasure and retention build on the same person lookup. */
@Module({
  controllers: [SupporterDataController],
  providers: [SupporterDataService],
})
export class SupporterDataModule {}
