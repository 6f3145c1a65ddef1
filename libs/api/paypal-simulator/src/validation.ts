import type { IssueDetail } from './errors';
import type { Json, Money } from './store';

const AMOUNT = /^\d{1,10}\.\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function missing(field: string, location = 'body'): IssueDetail {
  return {
    field,
    location,
    issue: 'MISSING_REQUIRED_PARAMETER',
    description: 'A required field is missing.',
  };
}

export function invalid(field: string, value: unknown, description: string, location = 'body'): IssueDetail {
  return { field, value: String(value), location, issue: 'INVALID_PARAMETER_VALUE', description };
}

/** Checks a money object: three-letter currency and a positive value written with two decimals. */
export function moneyIssues(value: unknown, field: string): IssueDetail[] {
  if (!isObject(value)) return [missing(field)];
  const issues: IssueDetail[] = [];
  const currency = value['currency_code'];
  const amount = value['value'];
  if (currency === undefined) issues.push(missing(`${field}/currency_code`));
  else if (typeof currency !== 'string' || !CURRENCY.test(currency)) {
    issues.push(
      invalid(`${field}/currency_code`, currency, 'Currency code should be a three-character currency code.'),
    );
  }
  if (amount === undefined) issues.push(missing(`${field}/value`));
  else if (typeof amount !== 'string' || !AMOUNT.test(amount)) {
    issues.push({
      field: `${field}/value`,
      value: String(amount),
      location: 'body',
      issue: 'DECIMAL_PRECISION',
      description: 'The value must be a string with exactly two decimal places, such as "10.00".',
    });
  } else if (Number(amount) <= 0) {
    issues.push(invalid(`${field}/value`, amount, 'Must be greater than zero.'));
  }
  return issues;
}

export function asMoney(value: unknown): Money {
  const money = value as Json;
  return { currency_code: String(money['currency_code']), value: String(money['value']) };
}
