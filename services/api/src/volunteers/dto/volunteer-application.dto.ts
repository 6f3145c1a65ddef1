import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type ProvinceCode, provinces, type VolunteerApplicationRequest } from '@solar/shared-contracts';
import { Equals, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { OptionalText, RequiredEmail, RequiredText } from '../../app/dto/text-fields';
import { IsVolunteerDateOfBirth } from './date-of-birth';

/** Free-text answers (TEXT columns): generous, but well inside the 100 KB body limit together. */
export const SHORT_ANSWER_MAX = 2000;
export const LONG_ANSWER_MAX = 5000;

export const provinceCodes = provinces.map((province) => province.value);

/** Every field of the volunteer form (spec §5 and §7); lengths are the volunteers columns'. */
export class VolunteerApplicationDto implements VolunteerApplicationRequest {
  @RequiredText('First name', 100, 'Amina')
  firstName!: string;

  @RequiredText('Last name', 100, 'Khan')
  lastName!: string;

  @RequiredEmail()
  email!: string;

  @RequiredText('Phone', 50, '+92 300 1234567')
  phone!: string;

  @RequiredText('Address', 255, '12 Mall Road')
  address!: string;

  @RequiredText('City', 100, 'Lahore')
  city!: string;

  @ApiProperty({ enum: provinceCodes, example: 'Punjab' })
  @IsIn(provinceCodes, { message: `Province must be one of: ${provinceCodes.join(', ')}` })
  province!: ProvinceCode;

  @RequiredText('Postal code', 20, '54000')
  postalCode!: string;

  @ApiProperty({ type: String, format: 'date', example: '1995-04-12', description: 'YYYY-MM-DD; the applicant must be at least 16' })
  @IsVolunteerDateOfBirth()
  dateOfBirth!: string;

  @RequiredText('Occupation', 255, 'Electrical engineer')
  occupation!: string;

  @RequiredText('Skills', SHORT_ANSWER_MAX, 'Wiring, teaching')
  skills!: string;

  @RequiredText('Areas of interest', SHORT_ANSWER_MAX, 'Schools, installation')
  interests!: string;

  @RequiredText('Availability', SHORT_ANSWER_MAX, 'Weekends')
  availability!: string;

  @OptionalText('Previous experience', LONG_ANSWER_MAX)
  experience?: string;

  @RequiredText('Motivation', LONG_ANSWER_MAX, 'I want to help bring power to rural schools.')
  motivation!: string;

  @RequiredText('Emergency contact name', 255, 'Bilal Khan')
  emergencyContactName!: string;

  @RequiredText('Emergency contact phone', 50, '+92 300 7654321')
  emergencyContactPhone!: string;

  @RequiredText('Emergency contact relationship', 100, 'Brother')
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
}
