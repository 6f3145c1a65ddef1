import type { ApiRead, PageDrawer } from '@solar/shared-contracts';
import type { Logger } from '../logging';

/** A warm-up that has not finished by then is left to finish on its own: the server starts anyway. */
const WARM_UP_LIMIT_MS = 5_000;

const nothingFound = async <T>(): Promise<ApiRead<T>> => ({ status: 'missing' });

export type WarmUpOptions = {
  drawPage: PageDrawer;
  paths: readonly string[];
  /** The API the pages are read from: asked once, whatever it answers, so Node's HTTP client is loaded. */
  apiUrl?: string;
  logger: Logger;
};

/** Node loads its fetch (undici) on first use: 50 ms of a first draw on an idle host. */
async function loadHttpClient(apiUrl: string): Promise<void> {
  await fetch(`${apiUrl}/api/version`, { signal: AbortSignal.timeout(1_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

/**
 * Draws each address once before the server takes requests, every API read answered "missing" (so it needs no API
 * and changes nothing). A process's first draw compiles React's server renderer and the page's code: 200-300 ms on
 * an idle 2-core host and over a second on a busy one, long enough for the shell's 400 ms check of the remote's
 * manifest, asked meanwhile, to give a visitor 503 (decision 058).
 */
export async function warmUp({ drawPage, paths, apiUrl, logger }: WarmUpOptions): Promise<void> {
  const started = performance.now();
  const drawAll = async () => {
    if (apiUrl) await loadHttpClient(apiUrl);
    for (const path of paths) await drawPage(path, nothingFound).catch(() => null);
  };
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), WARM_UP_LIMIT_MS);
  });
  const outcome = await Promise.race([drawAll().then(() => 'done' as const), limit]);
  clearTimeout(timer);
  const durationMs = Math.round(performance.now() - started);
  logger.info({ paths: paths.length, durationMs, outcome }, `page drawing warmed up in ${durationMs} ms`);
}
