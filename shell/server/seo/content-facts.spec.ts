/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_FACTS_PATH, type PageFacts } from '@solar/shared-contracts';
import { ContentFacts } from './content-facts';

const facts: PageFacts = {
  articles: [{ id: '1', title: 'T', description: 'D', datePublished: '2025-05-20', author: 'A' }],
  events: [],
};

describe('ContentFacts', () => {
  let server: Server;
  let up = true;
  let origin = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!up || req.url !== PAGE_FACTS_PATH) return res.writeHead(503).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(facts));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("reads what the content remote publishes, and keeps the last copy through the remote's hiccup", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: Date.now() });
    try {
      up = true;
      const reader = new ContentFacts(origin);
      expect(await reader.get()).toEqual(facts);
      expect(reader.loaded).toBe(true);
      up = false;
      jest.setSystemTime(Date.now() + 60_000);
      expect(await reader.get()).toEqual(facts);
    } finally {
      up = true;
      jest.useRealTimers();
    }
  });

  it('answers no articles or events while nothing could be read', async () => {
    const reader = new ContentFacts('http://127.0.0.1:9');
    expect(await reader.get()).toEqual({ articles: [], events: [] });
    expect(reader.loaded).toBe(false);
  });
});
