import { ApiPropertyOptional } from '@nestjs/swagger';
import type { ResetStaffPasswordRequest } from '@solar/shared-contracts';
import { AcceptablePassword } from '../../staff-auth/acceptable-password.decorator';
import { CurrentPassword } from './change-own-password.dto';

export class ResetStaffPasswordDto implements ResetStaffPasswordRequest {
  @AcceptablePassword()
  password!: string;

  @ApiPropertyOptional({ format: 'password', description: 'Your current password, when the account is your own' })
  @CurrentPassword({ optional: true })
  currentPassword?: string;
}
