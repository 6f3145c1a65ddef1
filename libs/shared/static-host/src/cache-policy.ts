import type { ServerResponse } from 'node:http';

/** Files whose name carries a content hash (e.g. `main.3f9a1c02bd.js`, or its Brotli copy) never change: cache them for a year. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.br)?$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(filePath) ? IMMUTABLE : REVALIDATE;
}

export function setCacheHeaders(res: ServerResponse, filePath: string) {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}
