import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  maxLengthMessage,
  STAFF_NOTE_MAX_LENGTH,
  staffNoteRules,
  textTypeMessage,
  type UpdateVolunteerRequest,
  VOLUNTEER_STATUSES,
  type VolunteerStatus,
} from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { trim } from '../../kit/dto/text-fields';

export class UpdateVolunteerDto implements UpdateVolunteerRequest {
  @ApiPropertyOptional({
    enum: VOLUNTEER_STATUSES,
    description: 'The next step; only the moves VOLUNTEER_TRANSITIONS allows (409 otherwise)',
  })
  // Absent leaves the status alone; null is refused like any other non-status (the column is NOT NULL).
  @ValidateIf((_body: object, value: unknown) => value !== undefined)
  @IsIn(VOLUNTEER_STATUSES, { message: `status must be one of: ${VOLUNTEER_STATUSES.join(', ')}` })
  status?: VolunteerStatus;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: STAFF_NOTE_MAX_LENGTH,
    description: 'Trimmed; blank or null clears the note',
  })
  @Transform(({ value }) => trim(value))
  @IsOptional()
  @IsString({ message: textTypeMessage(staffNoteRules.staffNote.label) })
  @MaxLength(staffNoteRules.staffNote.maxLength, {
    message: maxLengthMessage(staffNoteRules.staffNote.label, staffNoteRules.staffNote.maxLength),
  })
  staffNote?: string | null;
}
