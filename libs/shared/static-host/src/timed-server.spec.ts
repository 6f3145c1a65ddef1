import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createTimedServer } from './timed-server';

/** Opens a raw connection, sends `text` and reports what came back once the server closed it. */
function sendAndWait(server: Server, text: string): Promise<{ reply: string; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let reply = '';
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('close', () => resolve({ reply, afterMs: Date.now() - started }));
  });
}

describe('createTimedServer', () => {
  let server: Server;

  beforeAll(async () => {
    server = createTimedServer(
      (req, res) => {
        req.resume();
        req.on('end', () => res.end('ok'));
      },
      { headersMs: 400, requestMs: 800, keepAliveMs: 300 },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers 408 and closes when the headers do not arrive in time', async () => {
    const { reply, afterMs } = await sendAndWait(server, 'GET / HTTP/1.1\r\nHost: localhost\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeLessThan(1_000);
  });

  it('answers 408 and closes when the body stalls', async () => {
    const { reply, afterMs } = await sendAndWait(
      server,
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nabc',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(700);
    expect(afterMs).toBeLessThan(1_500);
  });

  it('closes a kept-alive connection left idle', async () => {
    const { reply, afterMs } = await sendAndWait(server, 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
    // Node keeps an idle socket up to a second beyond keepAliveTimeout, for requests already on their way.
    expect(afterMs).toBeLessThan(2_000);
  });
});
