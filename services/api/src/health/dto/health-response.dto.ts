import { ApiProperty } from '@nestjs/swagger';
import type { HealthResponse } from '@solar/shared-contracts';

export class HealthResponseDto implements HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'], example: 'ok' })
  status!: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'], example: 'up' })
  database!: 'up' | 'down';

  @ApiProperty({ example: 'dev', description: 'APP_VERSION of the running build' })
  version!: string;
}
