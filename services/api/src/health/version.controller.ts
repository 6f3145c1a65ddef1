import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VersionResponse } from '@solar/shared-contracts';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { VersionResponseDto } from './dto/version-response.dto';

@ApiTags('health')
@Controller('api/version')
export class VersionController {
  constructor(@Inject(CORE_CONFIG) private readonly config: CoreConfig) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The running build: its version stamp (APP_VERSION overrides it) and when it was built' })
  @ApiOkResponse({ type: VersionResponseDto })
  version(): VersionResponse {
    const { version, builtAt } = this.config;
    return builtAt ? { name: 'api', version, builtAt } : { name: 'api', version };
  }
}
