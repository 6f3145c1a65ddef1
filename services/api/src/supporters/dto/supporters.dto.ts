import { ApiProperty } from '@nestjs/swagger';
import type { ProjectSupportersResponse, Supporter } from '@solar/shared-contracts';

export class SupporterDto implements Supporter {
  @ApiProperty({ example: 'Amina K.', description: 'The name the donor chose to show, or "Anonymous"' })
  name!: string;

  @ApiProperty({ example: '2026-11-20T10:15:00.000Z', format: 'date-time' })
  date!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'For the children of Hargeisa.',
    description: 'Only once staff approved it; null otherwise',
  })
  message!: string | null;
}

export class ProjectSupportersDto implements ProjectSupportersResponse {
  @ApiProperty({ example: 42, description: 'How many people have given to the project (completed gifts)' })
  count!: number;

  @ApiProperty({ type: [SupporterDto], description: 'Newest first' })
  items!: SupporterDto[];
}
