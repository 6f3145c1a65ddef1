import type { ContactMessageRequest } from '@solar/shared-contracts';
import { RequiredEmail, RequiredText } from '../../app/dto/text-fields';

/** Longest message accepted: a long letter, far inside the 100 KB body limit and the TEXT column. */
export const CONTACT_MESSAGE_MAX = 5000;

export class ContactMessageDto implements ContactMessageRequest {
  @RequiredText('Name', 255, 'Amina Khan')
  name!: string;

  @RequiredEmail()
  email!: string;

  @RequiredText('Subject', 255, 'School partnership')
  subject!: string;

  @RequiredText('Message', CONTACT_MESSAGE_MAX, 'We would like to talk about solar for our school.')
  message!: string;
}
