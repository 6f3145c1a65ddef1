import { ApiProperty } from '@nestjs/swagger';
import { type Page, PROJECT_STATUSES, type ProjectStatus, type StaffProject } from '@solar/shared-contracts';

export class StaffProjectDto implements StaffProject {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Orphanage Solar Initiative' })
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ example: 'Lahore, Punjab, Pakistan' })
  location!: string;

  @ApiProperty({ example: 35000 })
  targetAmount!: number;

  @ApiProperty({ example: 8500, description: 'The ledger’s figure; it cannot be edited' })
  raisedAmount!: number;

  @ApiProperty({ example: 'GBP' })
  currency!: string;

  @ApiProperty({ enum: PROJECT_STATUSES, nullable: true })
  status!: ProjectStatus | null;

  @ApiProperty({ example: 24 })
  progressPercentage!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class StaffProjectPageDto implements Page<StaffProject> {
  @ApiProperty({ type: [StaffProjectDto] })
  items!: StaffProjectDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 6 })
  total!: number;
}
