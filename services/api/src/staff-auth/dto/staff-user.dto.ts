import { ApiProperty } from '@nestjs/swagger';
import { STAFF_ROLES, type StaffRole, type StaffUser } from '@solar/shared-contracts';
import type { User } from '../user.entity';

export class StaffUserDto implements StaffUser {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'amina' })
  username!: string;

  @ApiProperty({ example: 'Amina Khan' })
  displayName!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  role!: StaffRole;

  @ApiProperty()
  disabled!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSignInAt!: string | null;

  @ApiProperty({ description: 'Whether the account has an authenticator (two-step sign-in)' })
  secondFactor!: boolean;

  @ApiProperty({ description: 'Signed in on a password an administrator set: the console asks for their own' })
  temporaryPassword!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/** The account as the console sees it: never the password hash, the authenticator secret, nor the lockout counters. */
export function toStaffUser(user: User): StaffUser {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    disabled: Boolean(user.disabled),
    lastSignInAt: user.lastSignInAt ? new Date(user.lastSignInAt).toISOString() : null,
    secondFactor: Boolean(user.totpSecret),
    temporaryPassword: Boolean(user.passwordTemporary),
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: new Date(user.updatedAt).toISOString(),
  };
}
