import expressStaticGzip from 'express-static-gzip';
import { setCacheHeaders } from './cache-policy';

/**
 * Serves a built folder: hashed chunks cached forever, everything else revalidated on every use. A browser that
 * accepts Brotli gets the copy the build compressed at best quality (`x.js.br`, decision 035). The copies are
 * listed when the server starts; a file added later is compressed on the fly instead (the `compression` middleware).
 */
export function staticFiles(root: string, options: { index: boolean }) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br'],
    index: options.index ? 'index.html' : false,
    serveStatic: {
      index: options.index ? 'index.html' : false,
      etag: true,
      lastModified: true,
      fallthrough: true,
      setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
    },
  });
}
