import { ApiProperty } from '@nestjs/swagger';
import { type Page, type StaffVolunteer, VOLUNTEER_STATUSES, type VolunteerStatus } from '@solar/shared-contracts';
import { VolunteerApplicationResponseDto } from './volunteer-application-response.dto';

export class StaffVolunteerDto extends VolunteerApplicationResponseDto implements StaffVolunteer {
  @ApiProperty({ enum: VOLUNTEER_STATUSES, example: 'pending' })
  declare status: VolunteerStatus;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Staff only; never shown to the applicant' })
  staffNote!: string | null;
}

export class StaffVolunteerPageDto implements Page<StaffVolunteer> {
  @ApiProperty({ type: [StaffVolunteerDto] })
  items!: StaffVolunteerDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 1 })
  total!: number;
}
