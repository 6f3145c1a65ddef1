import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { type ChangeOwnPasswordRequest, STAFF_PASSWORD_MAX_LENGTH } from '@solar/shared-contracts';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AcceptablePassword } from '../../staff-auth/acceptable-password.decorator';

export const CURRENT_PASSWORD_MISSING = 'Enter your current password';

/** The password someone signed in with, as typed: checked against the stored hash, never against the policy. */
export function CurrentPassword({ optional = false } = {}): PropertyDecorator {
  return applyDecorators(
    ...(optional ? [IsOptional()] : []),
    IsString({ message: CURRENT_PASSWORD_MISSING }),
    IsNotEmpty({ message: CURRENT_PASSWORD_MISSING }),
    MaxLength(STAFF_PASSWORD_MAX_LENGTH, { message: 'That is longer than any password here' }),
  );
}

export class ChangeOwnPasswordDto implements ChangeOwnPasswordRequest {
  @ApiProperty({ format: 'password', description: 'The password you signed in with' })
  @CurrentPassword()
  currentPassword!: string;

  @AcceptablePassword()
  newPassword!: string;
}
