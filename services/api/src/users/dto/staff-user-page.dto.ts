import { ApiProperty } from '@nestjs/swagger';
import type { Page } from '@solar/shared-contracts';
import { StaffUserDto } from '../../staff-auth/dto/staff-user.dto';

export class StaffUserPageDto implements Page<StaffUserDto> {
  @ApiProperty({ type: [StaffUserDto] })
  items!: StaffUserDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 3 })
  total!: number;
}
