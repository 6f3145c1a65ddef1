import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { VolunteerApplicationResponse } from '@solar/shared-contracts';
import { VolunteerApplicationDto } from './volunteer-application.dto';

/** The created application: every submitted field (as stored) plus id, status and timestamps. */
export class VolunteerApplicationResponseDto
  extends OmitType(VolunteerApplicationDto, ['experience'] as const)
  implements VolunteerApplicationResponse
{
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ type: String, nullable: true, example: null })
  experience!: string | null;

  @ApiProperty({ example: 'pending' })
  status!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}
