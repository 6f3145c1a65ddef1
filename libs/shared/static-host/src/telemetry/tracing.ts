import type { IncomingMessage } from 'node:http';
import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  SimpleSpanProcessor,
  type SpanExporter,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { type Env, httpUrl, readVariables, refuseIfAny } from '@solar/shared-config';

export type TracingOptions = {
  service: string;
  env?: Env;
  /** Spans go here, one at a time (tests); otherwise to OTEL_EXPORTER_OTLP_ENDPOINT in batches, if it is set. */
  exporter?: SpanExporter;
};

let tracer: Tracer | null = null;
let recording = false;

const TRACING_VARIABLES = { OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(), OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl() };

function exportingProcessor(options: TracingOptions) {
  if (options.exporter) return new SimpleSpanProcessor({ exporter: options.exporter });
  const problems: string[] = [];
  const { values } = readVariables(TRACING_VARIABLES, options.env ?? process.env, problems);
  refuseIfAny(problems, 'tracing');
  // The exporter reads the same variables itself (and OTEL_EXPORTER_OTLP_HEADERS for a collector's key).
  const endpoint = values.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? values.OTEL_EXPORTER_OTLP_ENDPOINT;
  return endpoint ? new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }) : null;
}

/**
 * The process's tracing (decision 074), set up once: the first server created in a process names it, and a test
 * that set it up first with its own exporter keeps it. Trace context travels as W3C `traceparent`. With nowhere to
 * send spans, nothing is recorded (no span is kept, so a request pays for two ids and a header), yet each request
 * still carries a trace id from hop to hop.
 */
export function setUpTracing(options: TracingOptions): void {
  if (tracer) return;
  const processor = exportingProcessor(options);
  recording = processor !== null;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.service }),
    sampler: processor ? new ParentBasedSampler({ root: new AlwaysOnSampler() }) : new AlwaysOffSampler(),
    spanProcessors: processor ? [processor] : [],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer('sun-to-sanctuary');
}

/**
 * Whether this process keeps spans (an exporter is set). A server that sends no request of its own (the API) needs no
 * trace context when none is kept: its spans would be dropped and it passes no `traceparent` on.
 */
export function recordsTraces(): boolean {
  return recording;
}

function tracerOf(): Tracer {
  return tracer ?? trace.getTracer('sun-to-sanctuary');
}

/**
 * A server span for a request, in the context its handling runs in. The caller's `traceparent` is continued only
 * from a trusted peer (the same rule as X-Request-Id, decision 061): anyone else's request starts its own trace.
 */
export function requestContext(req: IncomingMessage, trusted: boolean): Context {
  const parent = trusted ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
  const span = tracerOf().startSpan(req.method ?? 'HTTP', { kind: SpanKind.SERVER }, parent);
  return trace.setSpan(parent, span);
}

export type RequestOutcome = { method: string; route: string; status: number; requestId?: string };

/** Names the request's span by its route pattern (never the path, which can hold a token) and ends it. */
export function endRequestSpan(span: Span | undefined, { method, route, status, requestId }: RequestOutcome): void {
  if (!span?.isRecording()) {
    span?.end();
    return;
  }
  span.updateName(`${method} ${route}`);
  span.setAttributes({
    'http.request.method': method,
    'http.route': route,
    'http.response.status_code': status,
    ...(requestId ? { 'request.id': requestId } : {}),
  });
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** The `traceparent` (and `tracestate`) of the active span, for a request made on its behalf. */
export function traceHeaders(active: Context = context.active()): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(active, headers);
  return headers;
}

/**
 * A span under `parent`'s (a database query), started at `startTime` (ms since the epoch) if given: the caller
 * passes the context it captured when the work began, since a driver's callback may run outside it.
 */
export function childSpan(
  name: string,
  attributes: Record<string, string | number>,
  startTime?: number,
  parent: Context = context.active(),
): Span {
  return tracerOf().startSpan(name, { kind: SpanKind.CLIENT, attributes, startTime }, parent);
}
