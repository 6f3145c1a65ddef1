// @ts-check
/**
 * A closed-loop HTTP load generator: `clients` loops, each sending its next request when the last one has been
 * answered. It honours `Connection` headers (Node's keep-alive agent drops a socket the server closes), counts
 * the sockets it had to open, and reports throughput with p50/p99 latency.
 */
import http from 'node:http';

/**
 * @typedef {{ url: string; method?: string; headers?: Record<string, string>; body?: (n: number) => string;
 *   clients: number; durationMs: number; warmupMs?: number }} LoadOptions
 * @typedef {{ requests: number; rps: number; p50: number; p99: number; statuses: Record<string, number>;
 *   errors: number; sockets: number }} LoadResult
 */

/** @param {number[]} sorted @param {number} q */
function percentile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** @param {http.Agent} agent @param {URL} url @param {string} method @param {Record<string, string>} headers @param {string | undefined} body */
function send(agent, url, method, headers, body) {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, socket: request.reusedSocket ? 0 : 1 }));
        response.on('error', () => resolve({ status: 0, socket: 1 }));
      },
    );
    request.on('error', () => resolve({ status: 0, socket: 1 }));
    request.end(body);
  });
}

/** @param {LoadOptions} options @returns {Promise<LoadResult>} */
export async function runLoad(options) {
  const url = new URL(options.url);
  const method = options.method ?? 'GET';
  const headers = options.headers ?? {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients, keepAliveMsecs: 1000 });
  const warmupEnds = Date.now() + (options.warmupMs ?? 500);
  const ends = warmupEnds + options.durationMs;
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let sockets = 0;
  let sent = 0;
  const loop = async () => {
    for (;;) {
      const started = performance.now();
      if (Date.now() >= ends) return;
      const { status, socket } = /** @type {{ status: number; socket: number }} */ (
        await send(agent, url, method, headers, options.body?.(sent++))
      );
      if (Date.now() < warmupEnds) continue;
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      sockets += socket;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, loop));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const errors = Object.entries(statuses)
    .filter(([status]) => Number(status) === 0 || Number(status) >= 400)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: latencies.length,
    rps: latencies.length / (options.durationMs / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses,
    errors,
    sockets,
  };
}
