import { ApiProperty } from '@nestjs/swagger';
import { STAFF_PASSWORD_MAX_LENGTH, staffSignInRules, type StaffSignInRequest } from '@solar/shared-contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
}
