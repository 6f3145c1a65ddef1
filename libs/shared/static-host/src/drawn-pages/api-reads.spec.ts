/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureLog } from '../logging/log-capture';
import { createLogger } from '../logging/logger';
import { ApiReads } from './api-reads';

/** The API's article list and one article; the test moves what they say, how long they take and how they fail. */
function fakeApi() {
  const state = { title: 'First', requests: 0, delayMs: 0, status: 200, ids: [] as (string | undefined)[] };
  const server = createServer((req, res) => {
    state.requests += 1;
    state.ids.push(req.headers['x-request-id'] as string | undefined);
    setTimeout(() => {
      if (req.url === '/api/articles/9') return res.writeHead(404).end('{"statusCode":404}');
      res.writeHead(state.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ title: state.title }));
    }, state.delayMs);
  });
  return { state, server };
}

describe('ApiReads (the reads a remote draws its pages from)', () => {
  let api: ReturnType<typeof fakeApi>;
  let apiUrl: string;
  let clock: number;
  const reads = (freshMs = 1_000, maxAgeMs = 2_000) =>
    // Generous enough for a loaded host's first connection; the slow case below waits past it.
    new ApiReads({ apiUrl, freshMs, maxAgeMs, timeoutMs: 1_500, now: () => clock });

  beforeEach(async () => {
    clock = 1_000_000;
    api = fakeApi();
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((resolve) => (api.server as Server).close(resolve)));

  it('makes one API read for a burst of 1,000 visits to one page, arriving together and one after another', async () => {
    api.state.delayMs = 30;
    const cache = reads();
    await Promise.all(Array.from({ length: 500 }, () => cache.read('/api/articles/3')));
    for (let visit = 0; visit < 500; visit += 1) await cache.read('/api/articles/3');
    expect(api.state.requests).toBe(1);
    expect(cache.requests).toBe(1);
  });

  it('gives a fresh answer as it is, an older one while it reads the new one, and never one past its maximum age', async () => {
    const cache = reads();
    expect(await cache.read('/api/articles/3')).toEqual({ status: 'found', body: { title: 'First' } });
    api.state.title = 'Edited';
    clock += 999;
    expect(await cache.read('/api/articles/3')).toEqual({ status: 'found', body: { title: 'First' } });
    clock += 1;
    // Stale: still the old answer, while one request fetches the new one.
    expect(await cache.read('/api/articles/3')).toEqual({ status: 'found', body: { title: 'First' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cache.read('/api/articles/3')).toEqual({ status: 'found', body: { title: 'Edited' } });
    api.state.title = 'Withdrawn';
    clock += 2_000;
    // Past the maximum age: the new answer before anything is given.
    expect(await cache.read('/api/articles/3')).toEqual({ status: 'found', body: { title: 'Withdrawn' } });
    expect(api.state.requests).toBe(3);
  });

  it('says missing on a 404 and keeps that too; keeps nothing when the API fails or is slow', async () => {
    const cache = reads();
    expect(await cache.read('/api/articles/9')).toEqual({ status: 'missing' });
    expect(await cache.read('/api/articles/9')).toEqual({ status: 'missing' });
    api.state.status = 503;
    expect(await cache.read('/api/articles/3')).toEqual({ status: 'unavailable' });
    api.state.status = 200;
    api.state.delayMs = 2_000;
    expect(await cache.read('/api/articles/3')).toEqual({ status: 'unavailable' });
    expect(api.state.requests).toBe(3);
  });

  it("reads past the cache for a visitor's own change, and keeps what it read for the others", async () => {
    const cache = reads();
    await cache.read('/api/articles/3');
    api.state.title = 'After the gift';
    expect(await cache.read('/api/articles/3', { fresh: true })).toEqual({
      status: 'found',
      body: { title: 'After the gift' },
    });
    expect(await cache.read('/api/articles/3')).toEqual({ status: 'found', body: { title: 'After the gift' } });
    expect(api.state.requests).toBe(2);
  });

  describe('request ids (decision 061)', () => {
    const withLog = (level: 'info' | 'debug' = 'debug') => {
      const log = captureLog();
      const logger = createLogger({ service: 'mfe-test', level, destination: log.destination });
      // A busy host's first connection can take longer than 300 ms: here only the ids are looked at.
      const cache = new ApiReads({
        apiUrl,
        freshMs: 1_000,
        maxAgeMs: 2_000,
        timeoutMs: 5_000,
        now: () => clock,
        logger,
      });
      return { log, cache };
    };

    it("sends the API the id of the draw that made the read, and a burst's one read carries the first caller's", async () => {
      api.state.delayMs = 30;
      const { cache } = withLog();
      await Promise.all(
        Array.from({ length: 1_000 }, (_, visit) =>
          cache.read('/api/articles/3', { requestId: `visit-${1000 + visit}` }),
        ),
      );
      expect(api.state.ids).toEqual(['visit-1000']);
      await cache.read('/api/articles/4', { requestId: 'visit-others-1' });
      await cache.read('/api/articles/5');
      expect(api.state.ids).toEqual(['visit-1000', 'visit-others-1', undefined]);
    });

    it('logs whose read a draw shares: in flight at info, kept at debug, with ids and the API path only', async () => {
      api.state.delayMs = 30;
      const { cache, log } = withLog('debug');
      await Promise.all([
        cache.read('/api/projects/2/supporters?page=2', { requestId: 'first-visit-1' }),
        cache.read('/api/projects/2/supporters?page=2', { requestId: 'second-visit-2' }),
      ]);
      await cache.read('/api/projects/2/supporters?page=2', { requestId: 'third-visit-3' });
      // The caller whose read it is logs nothing more: its own line at the API has its id.
      await cache.read('/api/projects/2/supporters?page=2', { requestId: 'first-visit-1' });
      expect(log.lines()).toEqual([
        expect.objectContaining({
          level: 'info',
          requestId: 'second-visit-2',
          readRequestId: 'first-visit-1',
          apiPath: '/api/projects/2/supporters',
          message: 'API read /api/projects/2/supporters shared: made by request first-visit-1',
        }),
        expect.objectContaining({ level: 'debug', requestId: 'third-visit-3', readRequestId: 'first-visit-1' }),
      ]);
      expect(log.text()).not.toContain('page=2');
      expect(api.state.requests).toBe(1);
    });

    it("reads past the cache under the visitor's own id, and the revalidation of a stale answer under its caller's", async () => {
      const { cache } = withLog();
      await cache.read('/api/articles/3', { requestId: 'first-visit-1' });
      await cache.read('/api/articles/3', { fresh: true, requestId: 'giver-visit-2' });
      clock += 1_500;
      await cache.read('/api/articles/3', { requestId: 'later-visit-3' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.state.ids).toEqual(['first-visit-1', 'giver-visit-2', 'later-visit-3']);
    });
  });
});
