import type { ResetStaffPasswordRequest } from '@solar/shared-contracts';
import { AcceptablePassword } from '../../staff-auth/acceptable-password.decorator';

export class ResetStaffPasswordDto implements ResetStaffPasswordRequest {
  @AcceptablePassword()
  password!: string;
}
