/**
 * @jest-environment node
 */
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';

type Tracing = typeof import('./tracing');

/** A fresh copy of the module: tracing is set up once per process. */
function freshTracing(): Tracing {
  let tracing: Tracing | undefined;
  jest.isolateModules(() => {
    tracing = jest.requireActual<Tracing>('./tracing');
  });
  return tracing as Tracing;
}

describe('whether spans are kept (recordsTraces)', () => {
  it('is false with nowhere to send them, so a leaf server makes no trace context per request', () => {
    const tracing = freshTracing();
    tracing.setUpTracing({ service: 'probe', env: {} });
    expect(tracing.recordsTraces()).toBe(false);
  });

  it('is true with an exporter, or with an OTLP endpoint', () => {
    const withExporter = freshTracing();
    withExporter.setUpTracing({ service: 'probe', exporter: new InMemorySpanExporter() });
    expect(withExporter.recordsTraces()).toBe(true);
    const withEndpoint = freshTracing();
    withEndpoint.setUpTracing({ service: 'probe', env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' } });
    expect(withEndpoint.recordsTraces()).toBe(true);
  });
});
