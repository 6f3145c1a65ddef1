import { ApiProperty } from '@nestjs/swagger';
import {
  GIFT_AID_CONFIRM_MESSAGE,
  GIFT_AID_SCOPES,
  GIFT_AID_WORDING_CHANGED_MESSAGE,
  GIFT_AID_WORDING_VERSION,
  type GiftAidDeclarationRequest,
  type GiftAidScope,
  giftAidRules,
} from '@solar/shared-contracts';
import { Equals, IsIn } from 'class-validator';
import { TextFromRule } from '../../kit/dto/text-fields';
import { UkPostcode } from './uk-postcode';

/** `giftAid` of POST /paypal/order and POST /api/subscription: the declaration the donor made on the donate page. */
export class GiftAidDeclarationDto implements GiftAidDeclarationRequest {
  @ApiProperty({ enum: [true], example: true, description: 'The donor confirmed every statement of the declaration' })
  @Equals(true, { message: GIFT_AID_CONFIRM_MESSAGE })
  confirmed!: true;

  @ApiProperty({ enum: GIFT_AID_SCOPES, example: 'enduring' })
  @IsIn(GIFT_AID_SCOPES, { message: `scope must be one of ${GIFT_AID_SCOPES.join(', ')}` })
  scope!: GiftAidScope;

  @ApiProperty({
    example: GIFT_AID_WORDING_VERSION,
    description: 'The version of the wording the page showed; only the current one is accepted',
  })
  @Equals(GIFT_AID_WORDING_VERSION, { message: GIFT_AID_WORDING_CHANGED_MESSAGE })
  wordingVersion!: string;

  @TextFromRule(giftAidRules.title, 'Mrs')
  title?: string;

  @TextFromRule(giftAidRules.firstName, 'Amina')
  firstName!: string;

  @TextFromRule(giftAidRules.lastName, 'Khan-Smith')
  lastName!: string;

  @TextFromRule(giftAidRules.houseNameOrNumber, '12')
  houseNameOrNumber!: string;

  @UkPostcode()
  postcode!: string;
}
