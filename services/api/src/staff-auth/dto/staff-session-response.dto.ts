import { ApiProperty } from '@nestjs/swagger';
import type { StaffSessionResponse } from '@solar/shared-contracts';
import { StaffUserDto } from './staff-user.dto';

export class StaffSessionResponseDto implements StaffSessionResponse {
  @ApiProperty({ type: StaffUserDto })
  user!: StaffUserDto;

  @ApiProperty({
    format: 'date-time',
    description: 'When the session ends however active it is (12 hours after sign-in)',
  })
  expiresAt!: string;

  @ApiProperty({ format: 'date-time', description: 'When it ends if unused (30 minutes after the last request)' })
  idleExpiresAt!: string;
}
