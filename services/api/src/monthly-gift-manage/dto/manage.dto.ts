import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  CancelMonthlyGiftRequest,
  ChangeMonthlyAmountRequest,
  FreshLinkRequest,
  GivingStatementRequest,
  ManageTokenRequest,
  PayAndRestartRequest,
  PayOutstandingRequest,
} from '@solar/shared-contracts';
import { Type } from 'class-transformer';
import {
  Equals,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { RequiredEmail } from '../../kit/dto/text-fields';
import { GiftAidDeclarationDto } from '../../gift-aid-declarations/dto/gift-aid-declaration.dto';
import { IsDonationAmount } from '../../payments/dto/donation-amount';

export class ManageTokenDto implements ManageTokenRequest {
  @ApiProperty({ description: 'The token of the link from the email (`/donate/manage?token=…`)', maxLength: 200 })
  @IsString({ message: 'token must be the link’s token' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(200, { message: 'token is not one we sent' })
  token!: string;
}

export class ChangeMonthlyAmountDto extends ManageTokenDto implements ChangeMonthlyAmountRequest {
  @ApiProperty({ example: 15, description: 'Pounds a month, £1 to £50,000, at most two decimals' })
  @IsDonationAmount()
  amount!: number;
}

export class CancelMonthlyGiftDto extends ManageTokenDto implements CancelMonthlyGiftRequest {
  @ApiProperty({ enum: [true], description: 'The page’s confirmation step' })
  @Equals(true, { message: 'Please confirm that you want to cancel your monthly gift' })
  confirm!: true;
}

export class PayOutstandingDto extends ManageTokenDto implements PayOutstandingRequest {
  @ApiProperty({ enum: [true], description: 'The donor asked for it on the page' })
  @Equals(true, { message: 'Please confirm that you want to pay the missed payment' })
  confirm!: true;
}

export class PayAndRestartDto extends ManageTokenDto implements PayAndRestartRequest {
  @ApiProperty({
    enum: [true],
    description: 'The donor confirmed paying the missed amount the page named, and restarting',
  })
  @Equals(true, { message: 'Please confirm that you want to pay the missed payment and restart your gift' })
  confirm!: true;
}

export class ManageGiftAidDto extends ManageTokenDto {
  @ApiPropertyOptional({ enum: [true], description: 'Cancel the declaration from today' })
  @IsOptional()
  @Equals(true, { message: 'cancel must be true when given' })
  cancel?: true;

  @ApiPropertyOptional({ type: GiftAidDeclarationDto, description: 'New details: a new declaration from today' })
  @IsOptional()
  @IsObject({ message: 'declaration must be an object' })
  @ValidateNested()
  @Type(() => GiftAidDeclarationDto)
  declaration?: GiftAidDeclarationDto;
}

export class GivingStatementDto extends ManageTokenDto implements GivingStatementRequest {
  @ApiProperty({ example: 2026, description: 'The UK tax year by the year it starts (6 April)' })
  @IsInt({ message: 'taxYear must be a year, e.g. 2026' })
  @Min(2000, { message: 'taxYear must be a year, e.g. 2026' })
  @Max(2100, { message: 'taxYear must be a year, e.g. 2026' })
  taxYear!: number;
}

export class FreshLinkDto implements FreshLinkRequest {
  @RequiredEmail(254)
  email!: string;
}

export class FreshLinkResponseDto {
  @ApiProperty()
  message!: string;
}
