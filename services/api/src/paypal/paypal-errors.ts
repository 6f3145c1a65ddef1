import {
  BadGatewayException,
  HttpException,
  HttpStatus,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { ApiError } from '@paypal/paypal-server-sdk';

/** PayPal's own error JSON (name, message, details[].issue); the SDK hands it over as `result`. */
export type PaypalErrorResult = {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string }[];
};

/** A non-2xx answer to a plain HTTPS call (calls the SDK does not cover). */
export class PaypalHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly result: PaypalErrorResult | undefined,
  ) {
    super(`PayPal answered ${statusCode}${result?.name ? ` ${result.name}` : ''}`);
    this.name = 'PaypalHttpError';
  }
}

export class PaypalNotConfiguredException extends ServiceUnavailableException {
  constructor() {
    super({
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      error: 'PayPal is not configured',
      message:
        'Online payments are not available yet. Please give by bank transfer: email donations@fromsuntosanctuary.org.',
    });
  }
}

/** Status code and PayPal error body of a failed PayPal call, or undefined when PayPal never answered. */
export function paypalFailure(
  error: unknown,
): { statusCode: number; result: PaypalErrorResult | undefined } | undefined {
  if (error instanceof PaypalHttpError) return { statusCode: error.statusCode, result: error.result };
  if (error instanceof ApiError)
    return { statusCode: error.statusCode, result: error.result as PaypalErrorResult | undefined };
  return undefined;
}

/** What PayPal answered a failed call, for a log line: `status 503`, or `no answer` (unreachable, timed out). */
export function paypalAnswerOf(error: unknown): string {
  const status = paypalFailure(error)?.statusCode;
  return status === undefined ? 'no answer' : `status ${status}`;
}

/** The first `details[].issue` PayPal gave (e.g. ORDER_NOT_APPROVED), if any. */
export function paypalIssue(error: unknown): string | undefined {
  return paypalFailure(error)?.result?.details?.[0]?.issue;
}

/**
 * Turns a failed PayPal call into a clear JSON answer for the browser: PayPal's 404 and 422 (the buyer's side of
 * the payment) pass through with PayPal's own description; PayPal's own server errors (5xx, an outage) are 502 that
 * say to try again shortly; anything else is our configuration's fault and becomes 502 too. `action` names what
 * failed, e.g. "create the PayPal order".
 */
export function toHttpException(error: unknown, action: string): HttpException {
  if (error instanceof HttpException) return error;
  const failure = paypalFailure(error);
  if (!failure)
    return new BadGatewayException({
      statusCode: 502,
      error: 'PayPal could not be reached',
      message: `Could not ${action}: PayPal did not answer.`,
    });
  const detail = failure.result?.details?.[0];
  const description = detail?.description ?? failure.result?.message ?? 'PayPal refused the request.';
  if (failure.statusCode === 404) {
    return new NotFoundException({
      statusCode: 404,
      error: detail?.issue ?? 'RESOURCE_NOT_FOUND',
      message: `Could not ${action}: ${description}`,
    });
  }
  if (failure.statusCode === 422) {
    return new UnprocessableEntityException({
      statusCode: 422,
      error: detail?.issue ?? 'UNPROCESSABLE_ENTITY',
      message: `Could not ${action}: ${description}`,
    });
  }
  if (failure.statusCode >= 500) {
    return new BadGatewayException({
      statusCode: 502,
      error: 'PayPal is unavailable',
      message: `Could not ${action}: PayPal answered ${failure.statusCode}. Please try again in a few minutes.`,
    });
  }
  return new BadGatewayException({
    statusCode: 502,
    error: 'PayPal refused the request',
    message: `Could not ${action}: PayPal answered ${failure.statusCode}.`,
  });
}
