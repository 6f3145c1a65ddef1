/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteFileCache } from './remote-file-cache';

type Handler = (
  req: IncomingMessage,
  respond: (status: number, body?: string, headers?: Record<string, string>) => void,
) => void;

async function serve(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) =>
    handler(req, (status, body, headers) => res.writeHead(status, headers).end(body)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/file` };
}

describe('RemoteFileCache', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  /** A remote serving one file whose contents the test can change, as a redeploy does. */
  async function remoteFile(initial: string) {
    const state = { body: initial, full: 0, notModified: 0 };
    const { server, url } = await serve((req, respond) => {
      const etag = `"${state.body.length}-${state.body}"`;
      if (req.headers['if-none-match'] === etag) {
        state.notModified += 1;
        respond(304);
      } else {
        state.full += 1;
        respond(200, state.body, { etag });
      }
    });
    servers.push(server);
    return { state, url };
  }

  it('sends the file a redeployed remote serves on the very next use, and only revalidates an unchanged one', async () => {
    const { state, url } = await remoteFile('version one');
    const files = new RemoteFileCache((body) => body);
    expect(await files.get(url)).toBe('version one');
    expect(await files.get(url)).toBe('version one');
    expect(state).toMatchObject({ full: 1, notModified: 1 });
    state.body = 'version two';
    expect(await files.get(url)).toBe('version two');
  });

  it('shares one request between uses that arrive together', async () => {
    const { state, url } = await remoteFile('shared');
    const files = new RemoteFileCache((body) => body);
    expect(await Promise.all([files.get(url), files.get(url), files.get(url)])).toEqual(['shared', 'shared', 'shared']);
    expect(state.full + state.notModified).toBe(1);
  });

  it("asks under the visit's request id; uses arriving together share the first one's (decision 061)", async () => {
    const ids: (string | undefined)[] = [];
    const { server, url } = await serve((req, respond) => {
      ids.push(req.headers['x-request-id'] as string | undefined);
      setTimeout(() => respond(200, 'file', { etag: '"1"' }), 20);
    });
    servers.push(server);
    const files = new RemoteFileCache((body) => body);
    await Promise.all([files.get(url, 'visit-one-0001'), files.get(url, 'visit-two-0002')]);
    await files.failure(url, 'visit-three-0003');
    await files.get(url);
    expect(ids).toEqual(['visit-one-0001', 'visit-three-0003', undefined]);
  });

  it('answers null for a missing or unparseable file', async () => {
    const { server, url } = await serve((_req, respond) => respond(404, 'no'));
    servers.push(server);
    expect(await new RemoteFileCache((body) => body).get(url)).toBeNull();
    const { state, url: other } = await remoteFile('not json');
    expect(await new RemoteFileCache(() => null).get(other)).toBeNull();
    expect(state.full).toBe(1);
  });

  it('gives up quickly on a remote that does not answer, and leaves it alone for a few seconds', async () => {
    let requests = 0;
    const { server, url } = await serve(() => {
      requests += 1;
    });
    servers.push(server);
    const files = new RemoteFileCache((body) => body);
    const started = Date.now();
    expect(await files.get(url)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await files.get(url)).toBeNull();
    expect(requests).toBe(1);
    server.closeAllConnections();
  });

  it('waits longer before calling a busy remote down than before going without its file', async () => {
    let delayMs = 700;
    const { server, url } = await serve((_req, respond) => {
      setTimeout(() => respond(200, 'slow but there'), delayMs);
    });
    servers.push(server);
    const files = new RemoteFileCache((body) => body);
    expect(await files.failure(url)).toBeNull();
    delayMs = 2_500;
    const started = Date.now();
    expect(await files.failure(url)).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(2_000);
    server.closeAllConnections();
  });

  it('treats a remote that is down as having no file', async () => {
    expect(await new RemoteFileCache((body) => body).get('http://127.0.0.1:9/file')).toBeNull();
  });
});
