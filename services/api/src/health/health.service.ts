import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  HealthCheckService,
  type HealthCheckResult,
  type HealthIndicatorResult,
  HealthIndicatorService,
} from '@nestjs/terminus';
import type { HealthResponse } from '@solar/shared-contracts';
import { DataSource } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { ShutdownState } from '../kit/shutdown-state';

/** A readiness probe gives the database this long to answer `SELECT 1`. */
export const DATABASE_PING_TIMEOUT_MS = 1000;

export type ReadinessResult = { ready: boolean; result: HealthCheckResult };

/**
 * Liveness: the process answers (no database call, so an outage never gets a healthy API restarted).
 * Readiness: the database answers a ping within a second, and the API is not shutting down.
 * GET /api/health is readiness in the older { status, database, version } shape.
 */
@Injectable()
export class HealthService {
  private readonly logger = new Logger('Health');
  private lastDatabaseUp: boolean | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CORE_CONFIG) private readonly config: Pick<CoreConfig, 'version'>,
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly shutdown: ShutdownState,
  ) {}

  async liveness(): Promise<HealthCheckResult> {
    return this.health.check([
      () =>
        this.indicators
          .check('process')
          .up({ version: this.config.version, uptimeSeconds: Math.round(process.uptime()) }),
    ]);
  }

  async readiness(): Promise<ReadinessResult> {
    try {
      const result = await this.health.check([() => this.database(), () => this.accepting()]);
      return { ready: true, result };
    } catch (error) {
      const result = (error as { getResponse?: () => unknown }).getResponse?.();
      if (result && typeof result === 'object' && 'status' in result)
        return { ready: false, result: result as HealthCheckResult };
      throw error;
    }
  }

  async check(): Promise<HealthResponse> {
    const version = this.config.version;
    const { ready, result } = await this.readiness();
    const database = result.details['database']?.status === 'up' ? 'up' : 'down';
    return { status: ready ? 'ok' : 'error', database, version };
  }

  private async database(): Promise<HealthIndicatorResult<'database'>> {
    const result = await this.indicators
      .check('database')
      .attempt(async () => {
        await this.dataSource.query('SELECT 1');
      })
      .withTimeout(DATABASE_PING_TIMEOUT_MS);
    this.noteDatabase(result.database.status === 'up', result.database['message']);
    return result;
  }

  private accepting(): HealthIndicatorResult<'api'> {
    const api = this.indicators.check('api');
    return this.shutdown.draining ? api.down({ message: 'shutting down' }) : api.up();
  }

  /** One log line when the database goes away and one when it is back, however often probes ask. */
  private noteDatabase(up: boolean, message: unknown): void {
    if (up === this.lastDatabaseUp) return;
    const wasKnown = this.lastDatabaseUp !== undefined;
    this.lastDatabaseUp = up;
    if (!up) this.logger.warn({ message: `database ping failed: ${String(message ?? 'no answer')}`, database: 'down' });
    else if (wasKnown) this.logger.log({ message: 'database answers again', database: 'up' });
  }
}
