import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { VersionController } from './version.controller';

/** Terminus runs the checks; its own "Health Check has failed!" log is off: HealthService logs state changes once. */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController, VersionController],
  providers: [HealthService],
})
export class HealthModule {}
