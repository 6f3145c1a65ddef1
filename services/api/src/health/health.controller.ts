import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { HealthCheck, type HealthCheckResult } from '@nestjs/terminus';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@solar/shared-contracts';
import type { FastifyReply } from 'fastify';
import { HealthResponseDto } from './dto/health-response.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({
    summary:
      'Readiness in the short form used by container HEALTHCHECKs: 200 when the database answers a ping within 1 s, else 503',
  })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({
    type: HealthResponseDto,
    description: 'The database did not answer, or the API is shutting down',
  })
  async check(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthResponse> {
    const result = await this.health.check();
    response.header('Cache-Control', 'no-store');
    response.status(result.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }

  @Get('live')
  @HealthCheck()
  @ApiOperation({
    summary:
      'Liveness: 200 while the process serves requests. Never touches the database, so an outage does not get the API restarted',
  })
  async live(): Promise<HealthCheckResult> {
    return this.health.liveness();
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({
    summary:
      'Readiness: 200 when the database answers a ping within 1 s and the API is not shutting down; 503 with the failing check otherwise',
  })
  async ready(@Res({ passthrough: true }) response: FastifyReply): Promise<HealthCheckResult> {
    const { ready, result } = await this.health.readiness();
    response.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }
}
