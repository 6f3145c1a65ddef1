import { ApiProperty } from '@nestjs/swagger';
import { GIFT_AID_SCOPES, type GiftAidScope, type Page, type StaffGiftAidDeclaration } from '@solar/shared-contracts';

export class StaffGiftAidDeclarationDto implements StaffGiftAidDeclaration {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ type: String, nullable: true, example: 'Mrs' })
  title!: string | null;

  @ApiProperty({ example: 'Amina' })
  firstName!: string;

  @ApiProperty({ example: 'Khan-Smith' })
  lastName!: string;

  @ApiProperty({ example: '12' })
  houseNameOrNumber!: string;

  @ApiProperty({ example: 'B3 2RT' })
  postcode!: string;

  @ApiProperty({ type: String, nullable: true, example: 'amina@example.org' })
  donorEmail!: string | null;

  @ApiProperty({ enum: GIFT_AID_SCOPES, example: 'enduring' })
  scope!: GiftAidScope;

  @ApiProperty({ example: '2026-11-23', description: 'The version of the wording the donor agreed to' })
  wordingVersion!: string;

  @ApiProperty({ example: '2026-11-23T10:15:00.000Z' })
  declaredAt!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  cancelledAt!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  staffNote!: string | null;

  @ApiProperty({ example: 3, description: 'Donations linked to it' })
  donationCount!: number;
}

export class StaffGiftAidDeclarationPageDto implements Page<StaffGiftAidDeclaration> {
  @ApiProperty({ type: [StaffGiftAidDeclarationDto] })
  items!: StaffGiftAidDeclarationDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 25 })
  pageSize!: number;

  @ApiProperty({ example: 1 })
  total!: number;
}
