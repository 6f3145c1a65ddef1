import { ApiError } from '@solar/shared-data-access';
import { apiErrorBody, apiErrorDetail } from './api-error';

describe('apiErrorBody', () => {
  it('reads the JSON body after "<status>: "', () => {
    const error = new ApiError(400, '{"statusCode":400,"error":"Bad Request","message":["amount must be a number"]}');
    expect(apiErrorBody(error)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ['amount must be a number'],
    });
  });

  it('answers null for a body that is not JSON or an error that is not an ApiError', () => {
    expect(apiErrorBody(new ApiError(502, 'Bad Gateway'))).toBeNull();
    expect(apiErrorBody(new Error('offline'))).toBeNull();
  });
});

describe('apiErrorDetail', () => {
  it('prefers the message (a list joined with "; "), then the error field, then the error message', () => {
    expect(apiErrorDetail(new ApiError(400, '{"error":"Bad Request","message":["a","b"]}'))).toBe('a; b');
    expect(
      apiErrorDetail(new ApiError(503, '{"error":"Service Unavailable","message":"PayPal is not configured"}')),
    ).toBe('PayPal is not configured');
    expect(apiErrorDetail(new ApiError(502, '{"error":"Bad Gateway","message":""}'))).toBe('Bad Gateway');
    expect(apiErrorDetail(new ApiError(504, 'Gateway Timeout'))).toBe('504: Gateway Timeout');
    expect(apiErrorDetail(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
