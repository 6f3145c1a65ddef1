export type SentRequest = { method: string; url: string; body: unknown };
type Answer = [status: number, body?: unknown];
type Handler = (request: SentRequest & { search: URLSearchParams }) => Answer;

const respond = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: status < 300 ? 'OK' : 'Error',
    text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
    json: () => Promise.resolve(body),
  } as unknown as Response);

/**
 * A stand-in for the staff API at the fetch boundary: handlers keyed "METHOD /path" (no query string). A request
 * nobody handles answers 500. `requests` lists everything sent, JSON bodies parsed (an upload's bytes as "<bytes>").
 */
export function fakeStaffApi(handlers: Record<string, Handler>) {
  const requests: SentRequest[] = [];
  const fetchMock = jest.fn((input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const body =
      typeof init.body === 'string' ? JSON.parse(init.body) : init.body === undefined ? undefined : '<bytes>';
    const request = { method, url: `${url.pathname}${url.search}`, body };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return respond(500, { message: `The fake staff API has no ${method} ${url.pathname}` });
    const [status, answer] = handler({ ...request, search: url.searchParams });
    return respond(status, answer);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
}

export const pageOf = <T>(items: T[]) => ({ items, page: 1, pageSize: 25, total: items.length });
