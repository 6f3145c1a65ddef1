import { ApiProperty } from '@nestjs/swagger';
import {
  type ConfirmStaffEnrolmentRequest,
  STAFF_CODE_MAX_LENGTH,
  STAFF_RECOVERY_CODE_COUNT,
  staffEnrolmentRules,
  type StaffEnrolmentConfirmed,
  type StaffEnrolmentRequired,
  type StaffEnrolmentStart,
} from '@solar/shared-contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { StaffSessionResponseDto } from './staff-session-response.dto';

export class StaffEnrolmentRequiredDto implements StaffEnrolmentRequired {
  @ApiProperty({ enum: [true], description: 'This account must set up an authenticator before it may sign in' })
  enrolmentRequired!: true;

  @ApiProperty({ example: 'amina' })
  username!: string;

  @ApiProperty({ format: 'date-time', description: 'When the enrolment session ends (10 minutes after it began)' })
  expiresAt!: string;
}

/** POST /api/staff/enrolment takes nothing: an empty object (any field is refused). */
export class StartStaffEnrolmentDto {}

export class StaffEnrolmentStartDto implements StaffEnrolmentStart {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'Base32, for typing into the app' })
  secret!: string;

  @ApiProperty({
    example: 'otpauth://totp/From%20Sun%20to%20Sanctuary%20staff:amina?issuer=…&secret=…',
    description: 'What the QR code holds',
  })
  otpauthUri!: string;

  @ApiProperty({ example: 'From Sun to Sanctuary staff' })
  issuer!: string;

  @ApiProperty({ example: 'amina' })
  account!: string;
}

export class ConfirmStaffEnrolmentDto implements ConfirmStaffEnrolmentRequest {
  @ApiProperty({ example: '492039', description: 'The 6-digit code the app shows now' })
  @IsString({ message: staffEnrolmentRules.code.requiredMessage })
  @IsNotEmpty({ message: staffEnrolmentRules.code.requiredMessage })
  @MaxLength(STAFF_CODE_MAX_LENGTH, { message: `The code must be at most ${STAFF_CODE_MAX_LENGTH} characters` })
  code!: string;
}

export class StaffEnrolmentConfirmedDto implements StaffEnrolmentConfirmed {
  @ApiProperty({
    type: [String],
    minItems: STAFF_RECOVERY_CODE_COUNT,
    maxItems: STAFF_RECOVERY_CODE_COUNT,
    example: [
      'abcd-efgh-jkmn-pqrs',
      'tvwx-yz23-4567-89ab',
      'cdef-ghjk-mnpq-rstv',
      'wxyz-2345-6789-abcd',
      'efgh-jkmn-pqrs-tvwx',
      'yz23-4567-89ab-cdef',
      'ghjk-mnpq-rstv-wxyz',
      '2345-6789-abcd-efgh',
      'jkmn-pqrs-tvwx-yz23',
      '4567-89ab-cdef-ghjk',
    ],
    description: 'Each works once instead of an authenticator code; shown this once only',
  })
  recoveryCodes!: string[];

  @ApiProperty({ type: StaffSessionResponseDto })
  session!: StaffSessionResponseDto;
}
