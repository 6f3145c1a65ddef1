import { ApiProperty } from '@nestjs/swagger';
import {
  ERASURE_CONFIRM_MESSAGE,
  type EraseSupporterRequest,
  type SupporterDataRequest,
} from '@solar/shared-contracts';
import { Equals } from 'class-validator';
import { RequiredEmail } from '../../kit/dto/text-fields';

/** The person, by the address they gave us; in the body, so it never sits in a URL or an access log. */
export class SupporterDataRequestDto implements SupporterDataRequest {
  @RequiredEmail()
  email!: string;
}

/** The erasure itself: sent only after staff saw the plan and confirmed it. */
export class EraseSupporterDto extends SupporterDataRequestDto implements EraseSupporterRequest {
  @ApiProperty({ type: Boolean, example: true, description: 'Must be true: staff confirmed what goes and what stays' })
  @Equals(true, { message: ERASURE_CONFIRM_MESSAGE })
  confirm!: boolean;
}
