import { ApiError } from './errors/api-error';
import { createQueryClient, getQueryFn } from './query-client';

function fakeResponse({ ok = true, status = 200, statusText = 'OK', body = '' }) {
  return { ok, status, statusText, text: () => Promise.resolve(body) } as unknown as Response;
}

describe('createQueryClient', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('never retries, never refetches on focus or interval and never goes stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(mutations?.retry).toBe(false);
  });

  it('fetches a query key as a URL with cookies', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{"id":2}' }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/projects', 2] })).resolves.toEqual({ id: 2 });
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/2', expect.objectContaining({ credentials: 'include' }));
  });

  it('throws on a 401 by default, once, without retrying', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ ok: false, status: 401, statusText: 'Unauthorized' }));
    const client = createQueryClient();
    const error = await client.fetchQuery({ queryKey: ['/api/me'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves a fetched query from the cache without fetching again', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: '{"id":3}' }));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/projects/3'] });
    await client.fetchQuery({ queryKey: ['/api/projects/3'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('getQueryFn', () => {
  it('answers null for a 401 when asked to', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse({ ok: false, status: 401, statusText: 'Unauthorized' }));
    const queryFn = getQueryFn({ on401: 'returnNull' });
    const result = await queryFn({ queryKey: ['/api/me'], signal: new AbortController().signal } as never);
    expect(result).toBeNull();
  });
});
