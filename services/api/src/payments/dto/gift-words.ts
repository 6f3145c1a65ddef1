import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  DISPLAY_NAME_MAX,
  displayNameProblem,
  GIFT_MESSAGE_MAX,
  giftMessageProblem,
  normaliseGiftText,
} from '@solar/shared-contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, registerDecorator, type ValidationArguments } from 'class-validator';

/** Line breaks made plain and trimmed; blank becomes undefined; anything but text passes on to be refused. */
const normalised = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = normaliseGiftText(value);
  return text === '' ? undefined : text;
};

/** A property checked by one of the shared rules in libs/shared/contracts gift-words.ts (its message is the rule's). */
function SharedRule(problem: (value: unknown) => string | undefined, name: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => problem(value) === undefined,
        defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? `${name} is invalid`,
      },
    });
  };
}

/** The gift's message: optional, at most 280 characters, no control characters, no links; stored as plain text. */
export function GiftMessage(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      maxLength: GIFT_MESSAGE_MAX,
      example: 'For the children of Hargeisa: may the lights stay on for every lesson.',
      description:
        'Up to 280 characters (an emoji counts as one); no links, web addresses or control characters. Stored as plain text and shown only once staff approve it.',
    }),
    Transform(({ value }) => normalised(value)),
    IsOptional(),
    SharedRule(giftMessageProblem, 'isGiftMessage'),
  );
}

/** The name to show: optional, one line, at most 60 characters, no links. */
export function DisplayName(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      maxLength: DISPLAY_NAME_MAX,
      example: 'Amina K.',
      description:
        'Read only with showName. Blank means the first name and initial of donorName (or of the PayPal account that pays). Shown once staff approve it.',
    }),
    Transform(({ value }) => normalised(value)),
    IsOptional(),
    SharedRule(displayNameProblem, 'isDisplayName'),
  );
}

/** "Show my name on the project page": unticked unless the donor ticks it (decision 066). */
export function ShowName(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: Boolean,
      example: true,
      default: false,
      description:
        'Show a name on the project page (once staff approve it); without it the supporters list says "Anonymous" and no name is kept to show',
    }),
    IsOptional(),
    IsBoolean({ message: 'showName must be a boolean' }),
  );
}
