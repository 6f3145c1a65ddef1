import type { SupporterDataRequest } from '@solar/shared-contracts';
import { RequiredEmail } from '../../app/dto/text-fields';

/** The person, by the address they gave us; in the body, so it never sits in a URL or an access log. */
export class SupporterDataRequestDto implements SupporterDataRequest {
  @RequiredEmail()
  email!: string;
}
