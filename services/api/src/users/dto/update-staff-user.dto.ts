import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  STAFF_DISPLAY_NAME_MAX_LENGTH,
  STAFF_ROLES,
  type StaffRole,
  type UpdateStaffUserRequest,
} from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { trim } from '../../kit/dto/text-fields';

/** Optional, but never null: an absent field is left alone, a null one is refused (every column here is NOT NULL). */
const IfPresent = () => ValidateIf((_body: object, value: unknown) => value !== undefined);

export class UpdateStaffUserDto implements UpdateStaffUserRequest {
  @ApiPropertyOptional({ maxLength: STAFF_DISPLAY_NAME_MAX_LENGTH })
  @IfPresent()
  @Transform(({ value }) => trim(value))
  @IsString({ message: 'Display name must be text' })
  @IsNotEmpty({ message: 'Display name is required' })
  @MaxLength(STAFF_DISPLAY_NAME_MAX_LENGTH, {
    message: `Display name must be at most ${STAFF_DISPLAY_NAME_MAX_LENGTH} characters`,
  })
  displayName?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES })
  @IfPresent()
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role?: StaffRole;

  @ApiPropertyOptional({ description: 'A disabled account cannot sign in, and its sessions stop working at once' })
  @IfPresent()
  @IsBoolean({ message: 'disabled must be true or false' })
  disabled?: boolean;
}
