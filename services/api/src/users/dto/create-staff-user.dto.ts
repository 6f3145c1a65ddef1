import { ApiProperty } from '@nestjs/swagger';
import {
  type CreateStaffUserRequest,
  STAFF_ROLES,
  staffUserRules,
  STAFF_USERNAME_PATTERN,
  type StaffRole,
} from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsIn, Matches } from 'class-validator';
import { TextFromRule } from '../../kit/dto/text-fields';
import { AcceptablePassword } from '../../staff-auth/acceptable-password.decorator';

export class CreateStaffUserDto implements CreateStaffUserRequest {
  @ApiProperty({ example: 'amina', pattern: STAFF_USERNAME_PATTERN.source, description: 'Trimmed and lower-cased' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Matches(STAFF_USERNAME_PATTERN, {
    message:
      'username must be 3 to 50 lower-case letters, digits, dots, dashes or underscores, starting with a letter or digit',
  })
  username!: string;

  @TextFromRule(staffUserRules.displayName, 'Amina Khan')
  displayName!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: `role must be one of ${STAFF_ROLES.join(', ')}` })
  role!: StaffRole;

  @AcceptablePassword()
  password!: string;
}
