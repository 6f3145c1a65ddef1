import { ApiError, errorDetail, errorMessage, formError, GENERIC_ERROR_MESSAGE } from './api-error';

const refused = JSON.stringify({
  statusCode: 400,
  error: 'Bad Request',
  message: ['Email is required', 'Postcode is required'],
  fieldErrors: { email: ['Email is required'], 'giftAid.postcode': ['Postcode is required', 'Too short'] },
});

describe('the error model', () => {
  it('reads the API body once: its words, its field messages and the spec §8 message', () => {
    const error = new ApiError(400, refused);
    expect(error.message).toBe(`400: ${refused}`);
    expect(error.humanMessage).toBe('Email is required. Postcode is required');
    expect(error.fieldErrors).toEqual({
      email: ['Email is required'],
      'giftAid.postcode': ['Postcode is required', 'Too short'],
    });
  });

  it("says a server's single message, then its error name, then the body text", () => {
    expect(errorMessage(new ApiError(401, '{"message":"Incorrect username or password"}'))).toBe(
      'Incorrect username or password',
    );
    expect(errorMessage(new ApiError(502, '{"error":"Bad Gateway","message":""}'))).toBe('Bad Gateway');
    expect(errorMessage(new ApiError(503, 'Service Unavailable'))).toBe('Service Unavailable');
  });

  it("says another error's message, or the fallback", () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(new Error(''), 'Please try again later')).toBe('Please try again later');
    expect(errorMessage('nothing useful')).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('maps a refusal to one message and one line per field, nested fields under their path', () => {
    expect(formError(new ApiError(400, refused))).toEqual({
      message: 'Email is required. Postcode is required',
      fieldErrors: { email: 'Email is required', 'giftAid.postcode': 'Postcode is required. Too short' },
    });
    expect(formError(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch', fieldErrors: {} });
  });

  it("gives spec §8's detail: a list joined with '; ', else the error name, else the status line", () => {
    expect(errorDetail(new ApiError(400, '{"error":"Bad Request","message":["a","b"]}'))).toBe('a; b');
    expect(errorDetail(new ApiError(503, '{"error":"Service Unavailable","message":"PayPal is not configured"}'))).toBe(
      'PayPal is not configured',
    );
    expect(errorDetail(new ApiError(502, '{"error":"Bad Gateway","message":""}'))).toBe('Bad Gateway');
    expect(errorDetail(new ApiError(504, 'Gateway Timeout'))).toBe('504: Gateway Timeout');
    expect(errorDetail(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
