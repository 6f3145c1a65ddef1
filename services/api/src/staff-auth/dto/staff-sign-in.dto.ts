import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  STAFF_CODE_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  staffSignInRules,
  type StaffSignInRequest,
} from '@solar/shared-contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class StaffSignInDto implements StaffSignInRequest {
  @ApiProperty({ example: 'amina' })
  @IsString()
  @IsNotEmpty({ message: staffSignInRules.username.requiredMessage })
  @MaxLength(staffSignInRules.username.maxLength)
  username!: string;

  /** Only the length is checked here: the policy applies when a password is set, not when one is tried. */
  @ApiProperty({ format: 'password' })
  @IsString()
  @IsNotEmpty({ message: staffSignInRules.password.requiredMessage })
  @MaxLength(STAFF_PASSWORD_MAX_LENGTH * 4)
  password!: string;

  /** Sent once the account has an authenticator: its current code, or one unused recovery code. */
  @ApiPropertyOptional({
    example: '492039',
    description:
      "The authenticator app's 6-digit code, or a recovery code (abcd-efgh-jkmn-pqrs); needed once the account has an authenticator",
    maxLength: STAFF_CODE_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: 'code must be text' })
  @MaxLength(STAFF_CODE_MAX_LENGTH, { message: `The code must be at most ${STAFF_CODE_MAX_LENGTH} characters` })
  code?: string;
}
