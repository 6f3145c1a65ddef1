/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvalidConfigError } from '@solar/shared-config';
import { readMetricsConfig, startMetricsServer } from './metrics-server';
import { recordRequest } from './http-metrics';

/** A port free now on 127.0.0.1. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

const quiet = { info: jest.fn(), error: jest.fn() };

describe('where a process serves /metrics (decision 074)', () => {
  it("reads the process's own variable first, then METRICS_PORT, then its default; on loopback unless told", () => {
    expect(readMetricsConfig({}, 'API_METRICS_PORT', 9464)).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readMetricsConfig({ METRICS_PORT: '9500' }, 'API_METRICS_PORT', 9464).port).toBe(9500);
    expect(
      readMetricsConfig(
        { METRICS_PORT: '9500', API_METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' },
        'API_METRICS_PORT',
        9464,
      ),
    ).toEqual({ port: 0, host: '0.0.0.0' });
  });

  it('refuses a port or an address it cannot listen on, naming the variable', () => {
    expect(() => readMetricsConfig({ SHELL_METRICS_PORT: '70000' }, 'SHELL_METRICS_PORT', 9465)).toThrow(
      InvalidConfigError,
    );
    expect(() => readMetricsConfig({ METRICS_HOST: 'everywhere' }, 'SHELL_METRICS_PORT', 9465)).toThrow(/METRICS_HOST/);
  });

  it('serves the metrics at /metrics alone, and nothing with port 0', async () => {
    expect(startMetricsServer({ port: 0, host: '127.0.0.1' }, quiet)).toBeNull();
    const port = await freePort();
    const server = startMetricsServer({ port, host: '127.0.0.1' }, quiet) as Server;
    try {
      await new Promise((resolve) => (server.listening ? resolve(null) : server.once('listening', resolve)));
      recordRequest('GET', '/healthz', 200, 0.002);
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await scrape.text()).toMatch(
        /^http_server_request_duration_seconds_count\{[^}]*http_route="\/healthz"[^}]*\} 1$/m,
      );
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('logs a port already taken and serves on without it', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const log = { info: jest.fn(), error: jest.fn() };
    const server = startMetricsServer({ port, host: '127.0.0.1' }, log) as Server;
    await new Promise((resolve) => server.once('error', resolve));
    expect(log.error).toHaveBeenCalledWith(
      { metricsPort: port, code: 'EADDRINUSE' },
      expect.stringContaining(`metrics not served on port ${port}`),
    );
    await new Promise((resolve) => taken.close(resolve));
  });
});
