import { apiRequest } from './api-request';
import { ApiError } from './errors/api-error';

function fakeResponse({ ok = true, status = 200, statusText = 'OK', body = '' }) {
  return { ok, status, statusText, text: () => Promise.resolve(body) } as unknown as Response;
}

describe('apiRequest', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('sends cookies and returns the parsed JSON answer', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{"id":1}' }));
    await expect(apiRequest<{ id: number }>('GET', '/api/projects/1')).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/projects/1',
      expect.objectContaining({ method: 'GET', credentials: 'include', body: undefined }),
    );
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a body as JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 201, body: '{"id":7}' }));
    await expect(apiRequest('POST', '/api/contact', { name: 'Amina' })).resolves.toEqual({ id: 7 });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Amina"}');
    expect(init.headers).toEqual(expect.objectContaining({ 'Content-Type': 'application/json' }));
  });

  it('resolves undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 204, statusText: 'No Content' }));
    await expect(apiRequest('POST', '/api/contact', {})).resolves.toBeUndefined();
  });

  it('passes an abort signal through', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{}' }));
    const controller = new AbortController();
    await apiRequest('GET', '/api/projects/1', undefined, { signal: controller.signal });
    expect(fetchMock.mock.calls[0][1]).toEqual(expect.objectContaining({ signal: controller.signal }));
  });

  it('throws "<status>: <body text>" on a non-OK response', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({ ok: false, status: 409, statusText: 'Conflict', body: '{"message":"Email already subscribed"}' }),
    );
    const error = await apiRequest('POST', '/api/newsletter/subscribe', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe('409: {"message":"Email already subscribed"}');
    expect((error as ApiError).status).toBe(409);
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/projects/1')).rejects.toThrow('503: Service Unavailable');
  });

  it("carries the parsed body and the server's own words as humanMessage", async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: ['Email is required', 'Message is required'],
      fieldErrors: { email: ['Email is required'], message: ['Message is required'] },
    };
    fetchMock.mockResolvedValue(
      fakeResponse({ ok: false, status: 400, statusText: 'Bad Request', body: JSON.stringify(body) }),
    );
    const error = (await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual(body);
    expect(error.humanMessage).toBe('Email is required. Message is required');
  });

  it("keeps the body text as the human message when it is not the API's JSON", () => {
    const error = new ApiError(502, 'Bad Gateway');
    expect(error.body).toBeUndefined();
    expect(error.humanMessage).toBe('Bad Gateway');
  });
});
