import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { VersionResponse } from '@solar/shared-contracts';

export class VersionResponseDto implements VersionResponse {
  @ApiProperty({ example: 'api' })
  name!: string;

  @ApiProperty({ example: '0.1.0+fa0e806' })
  version!: string;

  @ApiPropertyOptional({ example: '2026-11-21T07:00:00.000Z' })
  builtAt?: string;
}
