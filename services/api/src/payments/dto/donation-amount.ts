import { registerDecorator, type ValidationArguments } from 'class-validator';
import { donationAmountProblem } from '../money';

/** A donation amount in pounds; the message says which rule of donationAmountProblem it broke. */
export function IsDonationAmount(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name: 'isDonationAmount',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => donationAmountProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) => donationAmountProblem(args?.value) ?? 'amount is invalid',
      },
    });
  };
}
