import { Inject, Injectable, Logger } from '@nestjs/common';
import type { HealthResponse } from '@solar/shared-contracts';
import { DataSource } from 'typeorm';
import type { ApiConfig } from '../app/api-config';
import { API_CONFIG } from '../app/api-config.token';

@Injectable()
export class HealthService {
  private readonly logger = new Logger('HealthService');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(API_CONFIG) private readonly config: Pick<ApiConfig, 'version'>,
  ) {}

  async check(): Promise<HealthResponse> {
    const version = this.config.version;
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up', version };
    } catch (error) {
      this.logger.warn(`database ping failed: ${error instanceof Error ? error.message : String(error)}`);
      return { status: 'error', database: 'down', version };
    }
  }
}
