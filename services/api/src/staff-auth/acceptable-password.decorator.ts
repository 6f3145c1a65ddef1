import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@solar/shared-contracts';
import { IsString, registerDecorator, type ValidationArguments } from 'class-validator';
import { passwordProblem } from './password-policy';

const usernameOf = (args: ValidationArguments): string | undefined => {
  const username = (args.object as { username?: unknown }).username;
  return typeof username === 'string' ? username : undefined;
};

/** A new password that meets the policy (password-policy.ts); the message says which rule it breaks. */
export function AcceptablePassword(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      format: 'password',
      minLength: STAFF_PASSWORD_MIN_LENGTH,
      maxLength: STAFF_PASSWORD_MAX_LENGTH,
      description: 'Any characters; refused when it is on the list of common passwords or contains the username',
    }),
    IsString({ message: 'password must be text' }),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'acceptablePassword',
        target: target.constructor,
        propertyName: String(propertyName),
        validator: {
          validate: (value: unknown, args: ValidationArguments) =>
            typeof value === 'string' && passwordProblem(value, usernameOf(args)) === null,
          defaultMessage: (args: ValidationArguments) =>
            passwordProblem(String(args.value), usernameOf(args)) ?? 'password is not acceptable',
        },
      }),
  );
}
