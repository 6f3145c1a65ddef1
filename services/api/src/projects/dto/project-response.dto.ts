import { ApiProperty } from '@nestjs/swagger';
import type { ProjectResponse } from '@solar/shared-contracts';

export class ProjectResponseDto implements ProjectResponse {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Orphanage Solar Initiative' })
  title!: string;

  @ApiProperty({ example: 'Lahore, Punjab, Pakistan' })
  location!: string;

  @ApiProperty({ example: 'orphanage', description: 'orphanage, school, place of worship or health centre' })
  projectType!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ example: 8500, description: 'Raised so far, in `currency`' })
  raisedAmount!: number;

  @ApiProperty({ example: 35000, description: 'Funding target, in `currency`' })
  targetAmount!: number;

  @ApiProperty({ example: 'GBP', minLength: 3, maxLength: 3 })
  currency!: string;

  @ApiProperty({ example: 85 })
  livesImpacted!: number;

  @ApiProperty({ example: 12, description: 'Installed or planned capacity in kW' })
  capacity!: number;

  @ApiProperty({ example: 24, minimum: 0, description: 'round(raisedAmount / targetAmount × 100)' })
  progressPercentage!: number;
}
