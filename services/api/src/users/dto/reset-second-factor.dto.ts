import { type ResetStaffSecondFactorRequest, staffSecondFactorResetRules } from '@solar/shared-contracts';
import { TextFromRule } from '../../kit/dto/text-fields';

export class ResetStaffSecondFactorDto implements ResetStaffSecondFactorRequest {
  /** Kept in the audit log with the reset. */
  @TextFromRule(staffSecondFactorResetRules.note, 'Lost phone; identity checked in person by Amina')
  note!: string;
}
