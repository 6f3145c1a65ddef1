/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RemoteManifests } from './remote-manifests';

const validManifest = { shared: [], exposes: [{ name: 'Routes', assets: { js: { sync: ['a.js'], async: [] } } }] };

function serve(handler: (respond: (status: number, body: string) => void) => void): Promise<Server> {
  const server = createServer((_req, res) => handler((status, body) => res.writeHead(status).end(body)));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const locations = (url: string) => ({ content: url, engage: url, donate: url });

describe('RemoteManifests', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it("reads a remote's manifest", async () => {
    const server = await serve((respond) => respond(200, JSON.stringify(validManifest)));
    servers.push(server);
    expect(await new RemoteManifests(locations(origin(server))).get('content')).toEqual(validManifest);
  });

  it('ignores an answer that is not JSON', async () => {
    const server = await serve((respond) => respond(200, '<html>'));
    servers.push(server);
    expect(await new RemoteManifests(locations(origin(server))).get('content')).toBeNull();
  });

  it('gives up quickly on a remote that does not answer, without failing', async () => {
    const server = await serve(() => undefined);
    servers.push(server);
    const manifests = new RemoteManifests(locations(origin(server)));
    const started = Date.now();
    expect(await manifests.get('donate')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('ignores an answer that is not a federation manifest', async () => {
    const server = await serve((respond) => respond(200, '{"hello":"world"}'));
    servers.push(server);
    expect(await new RemoteManifests(locations(origin(server))).get('engage')).toBeNull();
  });

  it('treats a remote that is down as having no manifest', async () => {
    expect(await new RemoteManifests(locations('http://127.0.0.1:9')).get('content')).toBeNull();
  });
});
