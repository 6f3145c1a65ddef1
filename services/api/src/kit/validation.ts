import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';

/** Each broken field's messages under its path (`gift.email` for a nested one), for forms to show beside the field. */
export function fieldErrorsOf(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const error of errors) {
    const path = `${prefix}${error.property}`;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) found[path] = messages;
    Object.assign(found, fieldErrorsOf(error.children ?? [], `${path}.`));
  }
  return found;
}

/**
 * Validates and transforms body DTOs, refusing unknown fields. One message per broken field
 * (stopAtFirstError): a missing field says "… is required", not also "must be text" and "at most N". Path and query primitives are left as
 * the raw strings: the stock pipe would turn "abc" into NaN and "1e3" into 1000 before an explicit
 * pipe (ParseIdPipe) could refuse them.
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });
  }

  /** The stock 400 (`message`: every broken rule) plus `fieldErrors`: the same messages by field. */
  public override createExceptionFactory() {
    return (errors: ValidationError[] = []) => {
      const message = this.flattenValidationErrors(errors);
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message,
        fieldErrors: fieldErrorsOf(errors),
      });
    };
  }

  /**
   * A nested field's message keeps its path only when it starts with the field's own name ("giftAid.scope must
   * be …"); a message written for people ("Please enter a UK postcode …") is shown as it is, and fieldErrors has the path.
   */
  protected override prependConstraintsWithParentProp(parentPath: string, error: ValidationError): ValidationError {
    const constraints: Record<string, string> = {};
    for (const [key, message] of Object.entries(error.constraints ?? {})) {
      constraints[key] =
        message.startsWith(`${error.property} `) || message.startsWith('property ')
          ? `${parentPath}.${message}`
          : message;
    }
    return { ...error, constraints };
  }

  protected override transformPrimitive(value: unknown, _metadata: ArgumentMetadata): unknown {
    return value;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe();
}
