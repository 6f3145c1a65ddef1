import { HttpError, requestJson } from './request';

function fakeResponse({ ok = true, status = 200, statusText = 'OK', body = '' }) {
  return {
    ok,
    status,
    statusText,
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body)),
  } as unknown as Response;
}

describe('requestJson', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('sends cookies and returns the parsed JSON body', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{"id":1}' }));
    await expect(requestJson<{ id: number }>('/api/projects/1')).resolves.toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/projects/1',
      expect.objectContaining({ method: 'GET', credentials: 'include', body: undefined }),
    );
  });

  it('sends a body as JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{}' }));
    await requestJson('/api/contact', { method: 'POST', body: { name: 'Amina' } });
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe('{"name":"Amina"}');
    expect(init.headers).toEqual(expect.objectContaining({ 'Content-Type': 'application/json' }));
  });

  it('throws "<status>: <body text>" on a non-OK response', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({ ok: false, status: 404, statusText: 'Not Found', body: '{"message":"Project not found"}' }),
    );
    const error = await requestJson('/api/projects/99').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect((error as HttpError).message).toBe('404: {"message":"Project not found"}');
    expect((error as HttpError).status).toBe(404);
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 503, statusText: 'Service Unavailable' }));
    await expect(requestJson('/api/projects/1')).rejects.toThrow('503: Service Unavailable');
  });
});
