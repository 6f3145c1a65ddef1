/** @jest-environment jsdom */
import { STAFF_SIGNED_OUT_EVENT } from '@solar/shared-contracts';
import { ApiError } from './errors/api-error';
import { staffRequest } from './staff-request';

function fakeResponse({ ok = true, status = 200, statusText = 'OK', body = '' }) {
  return { ok, status, statusText, text: () => Promise.resolve(body) } as unknown as Response;
}

describe('staffRequest', () => {
  const fetchMock = jest.fn();
  const signedOut = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    signedOut.mockReset();
    global.fetch = fetchMock;
    window.addEventListener(STAFF_SIGNED_OUT_EVENT, signedOut);
  });

  afterEach(() => window.removeEventListener(STAFF_SIGNED_OUT_EVENT, signedOut));

  it('sends the session cookie to the site only and returns the JSON answer', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{"items":[],"total":0}' }));
    await expect(staffRequest('GET', '/api/staff/messages?page=1')).resolves.toEqual({ items: [], total: 0 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/staff/messages?page=1',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('announces that the session has ended on a 401, then throws the ApiError', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 401, statusText: 'Unauthorized' }));
    const error = await staffRequest('GET', '/api/staff/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('does not announce a sign-out for other errors such as 403', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 403, body: '{"message":"Admins only"}' }));
    await expect(staffRequest('DELETE', '/api/staff/users/2')).rejects.toThrow('403');
    expect(signedOut).not.toHaveBeenCalled();
  });
});
