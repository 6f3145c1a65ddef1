import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type ProvinceCode,
  provinces,
  volunteerApplicationRules as rules,
  type VolunteerApplicationRequest,
} from '@solar/shared-contracts';
import { Equals, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { RequiredEmail, TextFromRule } from '../../kit/dto/text-fields';
import { EmailNoticeVersion, EmailOptOut } from '../../newsletter/dto/charity-email-notice';
import { IsVolunteerDateOfBirth } from './date-of-birth';

export const provinceCodes = provinces.map((province) => province.value);

/** Every field of the volunteer form (spec §5 and §7); labels and lengths are the shared volunteerApplicationRules. */
export class VolunteerApplicationDto implements VolunteerApplicationRequest {
  @TextFromRule(rules.firstName, 'Amina')
  firstName!: string;

  @TextFromRule(rules.lastName, 'Khan')
  lastName!: string;

  @RequiredEmail(rules.email.maxLength)
  email!: string;

  @TextFromRule(rules.phone, '+92 300 1234567')
  phone!: string;

  @TextFromRule(rules.address, '12 Mall Road')
  address!: string;

  @TextFromRule(rules.city, 'Lahore')
  city!: string;

  @ApiProperty({ enum: provinceCodes, example: 'Punjab' })
  @IsIn(provinceCodes, { message: `Province must be one of: ${provinceCodes.join(', ')}` })
  province!: ProvinceCode;

  @TextFromRule(rules.postalCode, '54000')
  postalCode!: string;

  @ApiProperty({
    type: String,
    format: 'date',
    example: '1995-04-12',
    description: 'YYYY-MM-DD; the applicant must be at least 16',
  })
  @IsVolunteerDateOfBirth()
  dateOfBirth!: string;

  @TextFromRule(rules.occupation, 'Electrical engineer')
  occupation!: string;

  @TextFromRule(rules.skills, 'Wiring, teaching')
  skills!: string;

  @TextFromRule(rules.interests, 'Schools, installation')
  interests!: string;

  @TextFromRule(rules.availability, 'Weekends')
  availability!: string;

  @TextFromRule(rules.experience)
  experience?: string;

  @TextFromRule(rules.motivation, 'I want to help bring power to rural schools.')
  motivation!: string;

  @TextFromRule(rules.emergencyContactName, 'Bilal Khan')
  emergencyContactName!: string;

  @TextFromRule(rules.emergencyContactPhone, '+92 300 7654321')
  emergencyContactPhone!: string;

  @TextFromRule(rules.emergencyContactRelation, 'Brother')
  emergencyContactRelation!: string;

  @ApiPropertyOptional({ type: Boolean, default: false })
  @IsOptional()
  @IsBoolean({ message: 'hasTransportation must be true or false' })
  hasTransportation!: boolean;

  @ApiPropertyOptional({ type: Boolean, default: false })
  @IsOptional()
  @IsBoolean({ message: 'backgroundCheckConsent must be true or false' })
  backgroundCheckConsent!: boolean;

  @ApiProperty({ type: Boolean, example: true, description: 'Must be true' })
  @Equals(true, { message: 'You must agree to the terms and conditions' })
  agreesToTerms!: boolean;

  @EmailNoticeVersion()
  emailNoticeVersion?: string;

  @EmailOptOut()
  emailOptOut?: boolean;
}
