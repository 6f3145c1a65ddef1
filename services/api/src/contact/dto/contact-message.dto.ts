import { CONTACT_MESSAGE_MAX, contactMessageRules, type ContactMessageRequest } from '@solar/shared-contracts';
import { RequiredEmail, TextFromRule } from '../../kit/dto/text-fields';

/** Longest message accepted (the shared rule's length, re-exported for the API's own tests). */
export { CONTACT_MESSAGE_MAX };

/** Labels, lengths and messages come from the shared contactMessageRules the contact form checks too. */
export class ContactMessageDto implements ContactMessageRequest {
  @TextFromRule(contactMessageRules.name, 'Amina Khan')
  name!: string;

  @RequiredEmail(contactMessageRules.email.maxLength)
  email!: string;

  @TextFromRule(contactMessageRules.subject, 'School partnership')
  subject!: string;

  @TextFromRule(contactMessageRules.message, 'We would like to talk about solar for our school.')
  message!: string;
}
