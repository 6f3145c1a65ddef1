import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';

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

  protected override transformPrimitive(value: unknown, _metadata: ArgumentMetadata): unknown {
    return value;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe();
}
