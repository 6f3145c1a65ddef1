/** A fetch answer with the given status and body text (jsdom has no Response; a download reads `blob`). */
export function respond(status: number, body = '', statusText = status < 300 ? 'OK' : 'Error'): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body)),
    blob: () => Promise.resolve(new Blob([body])),
  } as unknown as Response);
}

/** A fetch answer with a JSON body (none when `body` is undefined). */
export function respondJson(status: number, body?: unknown): Promise<Response> {
  return respond(status, body === undefined ? '' : JSON.stringify(body));
}

/** A fetch answer that arrives only when `resolve` is called. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve: (status: number, body = '') => respond(status, body).then(resolve) };
}

export type SentRequest = { method: string; url: string; body: unknown };
export type Answer = [status: number, body?: unknown];
/**
 * Answers one request: `[status, body]`, or a fetch answer of its own (a deferred one, to hold a request open).
 * `url` carries the query string and `search` its parameters, so a handler can answer by page, filter or search.
 */
export type StaffApiHandler = (request: SentRequest & { search: URLSearchParams }) => Answer | Promise<Response>;

/** A sent body as a test reads it: JSON parsed, an upload's bytes as "<bytes>". */
const sentBody = (body: RequestInit['body']): unknown =>
  typeof body === 'string' ? JSON.parse(body) : body === undefined || body === null ? undefined : '<bytes>';

/**
 * A stand-in for the staff API at the fetch boundary, for every remote's and the shell's tests: handlers keyed
 * "METHOD /path" (no query string; a public path such as a donor's manage link may be keyed too). A request nobody
 * handles answers 500, so a test sees it fail. `requests` lists everything sent, in order; `fetchMock` is the
 * stand-in itself, for what a request carries beyond its body (its credentials).
 */
export function fakeStaffApi(handlers: Record<string, StaffApiHandler>) {
  const requests: SentRequest[] = [];
  const fetchMock = jest.fn((input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const request = { method, url: `${url.pathname}${url.search}`, body: sentBody(init.body) };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return respondJson(500, { message: `The fake staff API has no ${method} ${url.pathname}` });
    const answer = handler({ ...request, search: url.searchParams });
    return Array.isArray(answer) ? respondJson(...answer) : answer;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
}

/** A handler that gives `answers` one per request, in order, and the last again once they run out. */
export function inTurn(...answers: [Answer, ...Answer[]]): StaffApiHandler {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] as Answer;
}

/** One page of a staff list, as the API answers it. */
export const pageOf = <T>(items: T[], { page = 1, pageSize = 25, total = items.length } = {}) => ({
  items,
  page,
  pageSize,
  total,
});
