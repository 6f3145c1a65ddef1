import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Meter } from '@opentelemetry/api';
import { PrometheusExporter, PrometheusSerializer } from '@opentelemetry/exporter-prometheus';
import { MeterProvider } from '@opentelemetry/sdk-metrics';

type ProcessMetrics = { exporter: PrometheusExporter; meter: Meter };

let current: ProcessMetrics | null = null;

/**
 * The process's one meter, read by Prometheus through one exporter (decision 074). Built on first use, so a
 * module can create its instruments when it loads; the exporter serves no port itself (`metrics-server.ts` does,
 * on the address the configuration names). Every server in a process (tests run several) shares it.
 */
function processMetrics(): ProcessMetrics {
  if (current) return current;
  const exporter = new PrometheusExporter({
    preventServerStart: true,
    withoutScopeInfo: true,
    withoutTargetInfo: true,
  });
  const provider = new MeterProvider({ readers: [exporter] });
  current = { exporter, meter: provider.getMeter('sun-to-sanctuary') };
  watchEventLoop(current.meter);
  return current;
}

export function meter(): Meter {
  return processMetrics().meter;
}

/** Answers a scrape in Prometheus's text format. */
export function serveMetrics(req: IncomingMessage, res: ServerResponse): void {
  processMetrics().exporter.getMetricsRequestHandler(req, res);
}

/** The text a scrape would get now (tests read it without a port). */
export async function scrapeMetrics(): Promise<string> {
  const { exporter } = processMetrics();
  const { resourceMetrics } = await exporter.collect();
  // The serialiser the exporter's own handler uses, with the same settings (no target or scope info: Prometheus labels each target itself).
  return new PrometheusSerializer('', false, undefined, true, true).serialize(resourceMetrics);
}

/** Seconds for latencies from a cached answer (~1 ms) to a slow PayPal call (~10 s). */
export const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The event loop's delay since the last scrape (Node's own sampler, every 20 ms): a loop blocked by a long
 * synchronous task delays every request in the process, whatever its route.
 */
function watchEventLoop(meter: Meter): void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const p50 = meter.createObservableGauge('nodejs_eventloop_delay_p50_seconds', {
    description: 'Median event-loop delay since the last scrape',
    unit: 's',
  });
  const p99 = meter.createObservableGauge('nodejs_eventloop_delay_p99_seconds', {
    description: '99th percentile event-loop delay since the last scrape',
    unit: 's',
  });
  const max = meter.createObservableGauge('nodejs_eventloop_delay_max_seconds', {
    description: 'Longest event-loop delay since the last scrape',
    unit: 's',
  });
  meter.addBatchObservableCallback(
    (result) => {
      // Nanoseconds; with no sample yet (a scrape within 20 ms of the last) the histogram reads 0.
      result.observe(p50, delay.percentile(50) / 1e9);
      result.observe(p99, delay.percentile(99) / 1e9);
      result.observe(max, delay.max / 1e9);
      delay.reset();
    },
    [p50, p99, max],
  );
}
