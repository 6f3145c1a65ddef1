export type FetchedText = { status: number; etag: string | null; text: string };

/**
 * A GET from the shell's server to a remote or the API that settles within `timeoutMs`, whatever the other end
 * does. `AbortSignal.timeout` alone did not guarantee it: under load on Node 20 a manifest request never settled,
 * and every later page of that remote waited behind it for good. Here a timer the event loop holds aborts the
 * request and rejects the promise, and the body is always read, so the connection goes back to the pool.
 */
export async function fetchText(
  url: string,
  options: { headers?: Record<string, string>; timeoutMs: number },
): Promise<FetchedText> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer from ${url} within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
  });
  const request = (async (): Promise<FetchedText> => {
    const response = await fetch(url, { headers: options.headers, signal: controller.signal });
    const text = await response.text();
    return { status: response.status, etag: response.headers.get('etag'), text };
  })();
  request.catch(() => undefined);
  try {
    return await Promise.race([request, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
