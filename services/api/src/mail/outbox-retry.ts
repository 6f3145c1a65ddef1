/** A claimed row is left alone this long; a worker that died mid-send leaves it to be tried again after it. */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Rows one pass claims. Small: a slow relay holds a pass for at most a few sends. */
export const CLAIM_BATCH_SIZE = 10;
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** ± this share of the delay, so emails that failed together do not all come back at once. */
export const RETRY_JITTER = 0.2;

/** The wait after a failed attempt: 30 s, 1 min, 2 min … doubling to at most an hour, each ±20 %. */
export function retryDelayMs(attemptsMade: number, random: () => number = Math.random): number {
  const base = RETRY_BASE_MS * 2 ** Math.max(0, attemptsMade - 1);
  return Math.round(Math.min(RETRY_MAX_MS, base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random())));
}

/** What a failed attempt leaves for staff to read: the relay's answer or the network error, short, no credentials. */
export function describeSendError(error: unknown, smtpUrl: string | null): string {
  let text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && !text.includes(code)) text = `${code}: ${text}`;
  for (const secret of credentialsOf(smtpUrl)) text = text.split(secret).join('***');
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'unknown error';
}

function credentialsOf(smtpUrl: string | null): string[] {
  if (!smtpUrl) return [];
  try {
    const url = new URL(smtpUrl);
    return [
      smtpUrl,
      url.password,
      decodeURIComponent(url.password),
      url.username,
      decodeURIComponent(url.username),
    ].filter((part) => part.length >= 3);
  } catch {
    return [smtpUrl];
  }
}
