export { LATENCY_BUCKETS, meter, scrapeMetrics, serveMetrics } from './metrics';
export { readMetricsConfig, startMetricsServer, type MetricsConfig, type MetricsLog } from './metrics-server';
export { recordRequest } from './http-metrics';
export { observedRequests, observeRequests, routeLabel, type ObservedRequestsOptions } from './observed-requests';
export {
  childSpan,
  endRequestSpan,
  recordsTraces,
  requestContext,
  setUpTracing,
  traceHeaders,
  type RequestOutcome,
  type TracingOptions,
} from './tracing';
