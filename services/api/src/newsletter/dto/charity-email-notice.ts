import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CHARITY_EMAIL_NOTICE,
  CHARITY_EMAIL_NOTICE_CHANGED_MESSAGE,
  CHARITY_EMAIL_NOTICE_VERSION,
  type CharityEmailNoticeFields,
} from '@solar/shared-contracts';
import { Equals, IsBoolean, IsOptional } from 'class-validator';

/** The version of the soft opt-in notice the form showed; an older one is refused so the page reloads. */
export const EmailNoticeVersion = () =>
  applyDecorators(
    ApiPropertyOptional({
      example: CHARITY_EMAIL_NOTICE_VERSION,
      description: 'CHARITY_EMAIL_NOTICE_VERSION, when the form showed the soft opt-in notice (decision 069)',
    }),
    IsOptional(),
    Equals(CHARITY_EMAIL_NOTICE_VERSION, { message: CHARITY_EMAIL_NOTICE_CHANGED_MESSAGE }),
  );

/** The notice's unticked box: true when the person ticked it to refuse the emails. */
export const EmailOptOut = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, example: false, description: `The box “${CHARITY_EMAIL_NOTICE.optOut}”` }),
    IsOptional(),
    IsBoolean({ message: 'emailOptOut must be a boolean' }),
  );

/**
 * What a gift row keeps of the notice until the gift completes: whether a soft opt-in is due (the notice shown, its
 * box left unticked), and the version shown. Without a version nothing is recorded: no notice, no soft opt-in.
 */
export function softOptInFields(dto: CharityEmailNoticeFields): {
  newsletterOptIn: boolean;
  emailNoticeVersion: string | null;
} {
  const shown = dto.emailNoticeVersion ?? null;
  return { newsletterOptIn: shown !== null && dto.emailOptOut !== true, emailNoticeVersion: shown };
}
