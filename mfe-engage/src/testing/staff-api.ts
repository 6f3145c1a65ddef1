import { respond } from './render-engage';

export type SentRequest = { method: string; url: string; body: unknown };
type Answer = [status: number, body?: unknown];
/** Answers one request; `url` carries the query string, so a handler can answer by page, filter or search. */
type Handler = (request: SentRequest & { search: URLSearchParams }) => Answer | Promise<Response>;

const json = ([status, body]: Answer) => respond(status, body === undefined ? '' : JSON.stringify(body));

/**
 * A stand-in for the staff API at the fetch boundary: handlers keyed "METHOD /path" (no query string). A request
 * nobody handles answers 500, so a test sees it fail. `requests` lists everything sent, bodies parsed.
 */
export function fakeStaffApi(handlers: Record<string, Handler>) {
  const requests: SentRequest[] = [];
  const fetchMock = jest.fn((input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const request = {
      method,
      url: `${url.pathname}${url.search}`,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return json([500, { message: `The fake staff API has no ${method} ${url.pathname}` }]);
    const answer = handler({ ...request, search: url.searchParams });
    return Array.isArray(answer) ? json(answer) : answer;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
}

/** One page of a staff list, as the API answers it. */
export const pageOf = <T>(items: T[], { page = 1, pageSize = 25, total = items.length } = {}) => ({
  items,
  page,
  pageSize,
  total,
});
