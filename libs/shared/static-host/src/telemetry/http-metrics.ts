import type { Histogram } from '@opentelemetry/api';
import { LATENCY_BUCKETS, meter } from './metrics';

let duration: Histogram | null = null;

/**
 * Every answer's time by method, route pattern and status (OpenTelemetry's `http.server.request.duration`, named as
 * Prometheus names it: `http_server_request_duration_seconds`, whose `_count` is the request rate). The route is a pattern
 * (`/api/projects/:id`, `/blogs/:slug`, `static`), never the path: ids and tokens stay out of the labels.
 */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  duration ??= meter().createHistogram('http_server_request_duration_seconds', {
    description: 'Time from a request arriving to its answer sent, by route pattern and status',
    unit: 's',
    advice: { explicitBucketBoundaries: LATENCY_BUCKETS },
  });
  duration.record(seconds, {
    'http.request.method': method,
    'http.route': route,
    'http.response.status_code': status,
  });
}
