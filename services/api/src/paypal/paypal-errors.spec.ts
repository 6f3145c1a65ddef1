import { ApiError } from '@paypal/paypal-server-sdk';
import { toHttpException } from './paypal-errors';

/** An error as the server SDK throws it for a PayPal answer with this status and body (its `result` parsed). */
function paypalAnswered(statusCode: number, body: unknown): ApiError {
  const request = { method: 'GET', url: 'https://api-m.sandbox.paypal.com/v1/billing/subscriptions/I-X' };
  const response = { statusCode, headers: {}, body: JSON.stringify(body) };
  return Object.assign(new ApiError({ request, response } as never, 'PayPal failed'), { result: body });
}

describe('toHttpException', () => {
  const action = 'read the PayPal subscription';

  it('passes PayPal’s 422 through with its own description', () => {
    const error = paypalAnswered(422, {
      name: 'UNPROCESSABLE_ENTITY',
      details: [
        { issue: 'SUBSCRIPTION_STATUS_INVALID', description: 'Invalid subscription status for cancel action.' },
      ],
    });
    expect(toHttpException(error, action).getResponse()).toEqual({
      statusCode: 422,
      error: 'SUBSCRIPTION_STATUS_INVALID',
      message: 'Could not read the PayPal subscription: Invalid subscription status for cancel action.',
    });
  });

  it.each([500, 503])('answers PayPal’s own %i as an outage to try again after', (status) => {
    const answer = toHttpException(paypalAnswered(status, { name: 'SERVICE_UNAVAILABLE' }), action);
    expect(answer.getStatus()).toBe(502);
    expect(answer.getResponse()).toEqual({
      statusCode: 502,
      error: 'PayPal is unavailable',
      message: `Could not read the PayPal subscription: PayPal answered ${status}. Please try again in a few minutes.`,
    });
  });

  it('answers a refusal of our credentials as ours to fix, and no answer at all as unreachable', () => {
    expect(
      toHttpException(paypalAnswered(401, { name: 'AUTHENTICATION_FAILURE' }), action).getResponse(),
    ).toMatchObject({
      statusCode: 502,
      error: 'PayPal refused the request',
    });
    expect(toHttpException(new Error('connect ECONNREFUSED'), action).getResponse()).toMatchObject({
      statusCode: 502,
      error: 'PayPal could not be reached',
    });
  });
});
