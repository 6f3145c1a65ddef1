import { scrapeMetrics } from '@solar/static-host';

/** One series' value in what a Prometheus scrape of this process would read now (0 when it has no sample yet). */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = (await scrapeMetrics()).split('\n').find((entry) => {
    const [series] = entry.split(' ');
    if (series !== name && !series?.startsWith(`${name}{`)) return false;
    return wanted.every((label) => series.includes(label));
  });
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** How much `read` moved while `act` ran. */
export async function change(read: () => Promise<number>, act: () => Promise<unknown>): Promise<number> {
  const before = await read();
  await act();
  return (await read()) - before;
}
