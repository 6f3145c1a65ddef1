/**
 * @jest-environment node
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProjectResponse } from '@solar/shared-contracts';
import { ProjectFigures } from './project-figures';

const project = (id: number, raisedAmount: number): ProjectResponse => ({
  id,
  title: `Project ${id}`,
  location: 'Lahore',
  projectType: 'orphanage',
  description: 'Solar.',
  raisedAmount,
  targetAmount: 1000,
  currency: 'GBP',
  livesImpacted: 10,
  capacity: 1,
  progressPercentage: 0,
});

/** The API's GET /api/projects/:id, with a raised amount the test moves and a delay it sets. */
function fakeApi() {
  const state = { raised: 100, requests: 0, delayMs: 0, status: 200 };
  const server = createServer((req, res) => {
    state.requests += 1;
    const id = Number(/^\/api\/projects\/(\d+)$/.exec(req.url ?? '')?.[1]);
    const body = JSON.stringify(project(id, state.raised));
    setTimeout(() => {
      if (id === 404) return res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"statusCode":404}');
      res.writeHead(state.status, { 'Content-Type': 'application/json' }).end(state.status === 200 ? body : '{}');
    }, state.delayMs);
  });
  return { state, server };
}

describe('ProjectFigures', () => {
  let api: ReturnType<typeof fakeApi>;
  let apiUrl: string;
  let clock: number;
  const figures = (ttlMs = 5_000, timeoutMs = 500) =>
    new ProjectFigures({ apiUrl, ttlMs, timeoutMs, now: () => clock });

  beforeEach(async () => {
    clock = 1_000_000;
    api = fakeApi();
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((resolve) => api.server.close(resolve)));

  it('reads a project once while its figures are fresh, per project, and again once they are not', async () => {
    const cache = figures();
    expect(await cache.get(1)).toEqual({ status: 'found', project: project(1, 100) });
    api.state.raised = 150;
    expect(await cache.get(1)).toEqual({ status: 'found', project: project(1, 100) });
    expect(api.state.requests).toBe(1);
    await cache.get(2);
    expect(api.state.requests).toBe(2);
    clock += 5_000;
    expect(await cache.get(1)).toEqual({ status: 'found', project: project(1, 150) });
  });

  it('shares one request among pages asking at once', async () => {
    api.state.delayMs = 50;
    const cache = figures();
    await Promise.all([cache.get(1), cache.get(1), cache.get(1)]);
    expect(api.state.requests).toBe(1);
  });

  it('reads afresh after an invalidation, and never keeps what a read started before it saw', async () => {
    const cache = figures();
    await cache.get(1);
    api.state.delayMs = 100;
    const before = cache.get(1, { fresh: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.invalidate();
    api.state.raised = 200;
    api.state.delayMs = 0;
    await before;
    expect(await cache.get(1)).toEqual({ status: 'found', project: project(1, 200) });
  });

  it("reads past the cache for the visitor's own gift, and keeps what it read", async () => {
    const cache = figures();
    await cache.get(1);
    api.state.raised = 300;
    expect(await cache.get(1, { fresh: true })).toEqual({ status: 'found', project: project(1, 300) });
    expect(await cache.get(1)).toEqual({ status: 'found', project: project(1, 300) });
    expect(api.state.requests).toBe(2);
  });

  it('says a project is missing on a 404, and keeps that briefly too', async () => {
    const cache = figures();
    expect(await cache.get(404)).toEqual({ status: 'missing' });
    expect(await cache.get(404)).toEqual({ status: 'missing' });
    expect(api.state.requests).toBe(1);
  });

  it('is unavailable, and keeps nothing, when the API fails, is slow or is down', async () => {
    const cache = figures(5_000, 100);
    api.state.status = 503;
    expect(await cache.get(1)).toEqual({ status: 'unavailable' });
    api.state.status = 200;
    api.state.delayMs = 300;
    expect(await cache.get(1)).toEqual({ status: 'unavailable' });
    expect(api.state.requests).toBe(2);
    expect(await new ProjectFigures({ apiUrl: 'http://127.0.0.1:9', ttlMs: 5_000 }).get(1)).toEqual({
      status: 'unavailable',
    });
  });

  it('asks the API every time with a time to live of 0', async () => {
    const cache = figures(0);
    await cache.get(1);
    await cache.get(1);
    expect(api.state.requests).toBe(2);
  });
});
