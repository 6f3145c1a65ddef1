import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { scrapeMetrics, setUpTracing } from '@solar/static-host';
import request from 'supertest';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';
import { change, metricValue } from './support/metrics';

// Before any app: this file's process records its spans here (the first set-up wins).
const spans = new InMemorySpanExporter();
setUpTracing({ service: 'api', exporter: spans });

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

/** 30 s into a fixed one-minute window, so the rate limit's window never ends mid-test. */
const clock = Math.floor(Date.now() / 60_000) * 60_000 + 30_000;

const requests = (route: string, status: number) => () =>
  metricValue('http_server_request_duration_seconds_count', {
    http_route: route,
    http_response_status_code: String(status),
  });

const message = (n: number) => ({
  name: 'Amina Farah',
  email: `amina.metrics${n}@example.org`,
  subject: 'Solar for our school',
  message: `Could our school in Hargeisa be next? (${n})`,
});

describe(`Metrics and traces of the API (${driverName}, decision 074)`, () => {
  let t: TestApp;

  beforeAll(async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
    t = await startTestApp({ rateLimitPerMinute: 2 });
  });

  afterAll(async () => {
    await t?.close();
    jest.restoreAllMocks();
  });

  it('counts each answer under its route pattern and status', async () => {
    expect(
      await change(requests('/api/projects/:id', 200), () => request(t.http).get('/api/projects/1').expect(200)),
    ).toBe(1);
    expect(
      await change(requests('/api/projects/:id', 404), () => request(t.http).get('/api/projects/999').expect(404)),
    ).toBe(1);
    expect(await change(requests('unmatched', 404), () => request(t.http).get('/api/no-such-thing').expect(404))).toBe(
      1,
    );
    expect(
      await metricValue('http_server_request_duration_seconds_bucket', { http_route: '/api/projects/:id', le: '+Inf' }),
    ).toBeGreaterThan(0);
  });

  it('counts rate-limit refusals by route, and the outbox backlog the accepted messages left', async () => {
    const refusals = () => metricValue('api_rate_limit_refusals_total', { route: '/api/contact' });
    const backlog = () => metricValue('api_outbox_backlog');
    const queued = await change(backlog, async () => {
      for (const n of [1, 2])
        await fromSite(t.http).post('/api/contact').set('X-Forwarded-For', '203.0.113.9').send(message(n)).expect(201);
    });
    expect(queued).toBeGreaterThanOrEqual(2);
    expect(
      await change(refusals, () =>
        fromSite(t.http).post('/api/contact').set('X-Forwarded-For', '203.0.113.9').send(message(3)).expect(429),
      ),
    ).toBe(1);
    expect(await metricValue('api_outbox_failed')).toBe(0);
  });

  it('never puts a path, an address or an email in a label', async () => {
    const scrape = await scrapeMetrics();
    for (const personal of ['amina.metrics', 'example.org', '203.0.113.9', '/api/projects/1', '/api/projects/999'])
      expect(scrape).not.toContain(personal);
    expect(scrape).toMatch(/^nodejs_eventloop_delay_p99_seconds \S+$/m);
  });

  it("continues a trusted caller's trace, with its database queries as spans of the request", async () => {
    spans.reset();
    const response = await request(t.http).get('/api/articles').set('traceparent', TRACEPARENT).expect(200);
    const finished = spans.getFinishedSpans().filter((span) => span.spanContext().traceId === TRACE_ID);
    const server = finished.find((span) => span.name === 'GET /api/articles');
    expect(server?.attributes).toMatchObject({
      'http.route': '/api/articles',
      'http.response.status_code': 200,
      'request.id': response.headers['x-request-id'],
    });
    const queries = finished.filter((span) => span.name.startsWith('db '));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
      expect(Object.keys(query.attributes).sort()).toEqual(['db.operation.name', 'db.system.name']);
    }
  });
});
