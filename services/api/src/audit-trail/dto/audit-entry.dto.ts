import { ApiProperty } from '@nestjs/swagger';
import type { AuditEntry, Page } from '@solar/shared-contracts';

class AuditActorDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  username!: string;
}

export class AuditEntryDto implements AuditEntry {
  @ApiProperty()
  id!: number;

  @ApiProperty({
    type: AuditActorDto,
    nullable: true,
    description: 'null when no one was signed in (a refused sign-in, the first admin)',
  })
  actor!: AuditActorDto | null;

  @ApiProperty({ example: 'user.updated' })
  action!: string;

  @ApiProperty({ example: 'user' })
  entityType!: string;

  @ApiProperty({ type: String, nullable: true })
  entityId!: string | null;

  @ApiProperty({ description: 'The record before the change (JSON), or null' })
  before!: unknown;

  @ApiProperty({ description: 'The record after the change (JSON), or null' })
  after!: unknown;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class AuditPageDto implements Page<AuditEntryDto> {
  @ApiProperty({ type: [AuditEntryDto] })
  items!: AuditEntryDto[];

  @ApiProperty()
  page!: number;

  @ApiProperty()
  pageSize!: number;

  @ApiProperty()
  total!: number;
}
