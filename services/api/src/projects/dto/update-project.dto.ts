import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  donationAmountProblem,
  MAX_DONATION_AMOUNT,
  MIN_DONATION_AMOUNT,
  PROJECT_STATUSES,
  type ProjectStatus,
  type UpdateProjectRequest,
} from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, registerDecorator, ValidateIf } from 'class-validator';
import { trim } from '../../kit/dto/text-fields';

export const PROJECT_TITLE_MAX_LENGTH = 255;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 5000;

/** Why a target is refused, in the donation amount's money rules (a target above the largest gift is a bank-transfer matter). */
export function targetAmountProblem(value: unknown): string | null {
  const problem = donationAmountProblem(value);
  return problem === null ? null : `Target ${problem.replace(/^amount /, '').replace(/;.*$/, '')}`;
}

function IsTargetAmount(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isTargetAmount',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => targetAmountProblem(value) === null,
        defaultMessage: (args) => targetAmountProblem(args?.value) ?? 'Target is invalid',
      },
    });
}

/** A field sent as null is refused like any other wrong type: only absent means "leave as it is". */
const sent = (field: keyof UpdateProjectRequest) =>
  ValidateIf((body: UpdateProjectRequest) => body[field] !== undefined);

/** PATCH /api/staff/projects/:id. The raised amount is the ledger's and is refused here as an unknown field. */
export class UpdateProjectDto implements UpdateProjectRequest {
  @ApiPropertyOptional({ maxLength: PROJECT_TITLE_MAX_LENGTH, example: 'Orphanage Solar Initiative' })
  @sent('title')
  @Transform(({ value }) => trim(value))
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title must be text' })
  @MaxLength(PROJECT_TITLE_MAX_LENGTH, { message: `Title must be at most ${PROJECT_TITLE_MAX_LENGTH} characters` })
  title?: string;

  @ApiPropertyOptional({ maxLength: PROJECT_DESCRIPTION_MAX_LENGTH })
  @sent('description')
  @Transform(({ value }) => trim(value))
  @IsNotEmpty({ message: 'Description is required' })
  @IsString({ message: 'Description must be text' })
  @MaxLength(PROJECT_DESCRIPTION_MAX_LENGTH, {
    message: `Description must be at most ${PROJECT_DESCRIPTION_MAX_LENGTH} characters`,
  })
  description?: string;

  @ApiPropertyOptional({
    minimum: MIN_DONATION_AMOUNT,
    maximum: MAX_DONATION_AMOUNT,
    example: 35000,
    description: 'Pounds, at most two decimals',
  })
  @sent('targetAmount')
  @IsTargetAmount()
  targetAmount?: number;

  @ApiPropertyOptional({ enum: PROJECT_STATUSES })
  @sent('status')
  @IsIn(PROJECT_STATUSES, { message: `Status must be one of ${PROJECT_STATUSES.join(', ')}` })
  status?: ProjectStatus;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 100,
    example: 40,
    description: 'Shown on the public pages until the next gift recomputes it from raised ÷ target',
  })
  @sent('progressPercentage')
  @IsInt({ message: 'Progress must be a whole number from 0 to 100' })
  @Min(0, { message: 'Progress must be a whole number from 0 to 100' })
  @Max(100, { message: 'Progress must be a whole number from 0 to 100' })
  progressPercentage?: number;
}
