/** Each Compose service's metrics port inside its container (path /metrics; published nowhere). */
export const METRICS_PORTS: Record<string, number> = {
  api: 9464,
  shell: 9465,
  'mfe-content': 9466,
  'mfe-engage': 9467,
  'mfe-donate': 9468,
};

/** The sum of a counter's samples (every label set) in a Prometheus text exposition. */
export function counterTotal(exposition: string, name: string): number {
  return exposition
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
