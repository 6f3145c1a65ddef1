import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import { SVG_POLICY } from './asset-headers';
import { setCacheHeaders } from './cache-policy';

const SVG_FILE = /\.svg(\.br)?$/i;

function setFileHeaders(res: ServerResponse, filePath: string) {
  setCacheHeaders(res, filePath);
  if (SVG_FILE.test(filePath)) res.setHeader('Content-Security-Policy', SVG_POLICY);
}

/**
 * Serves a built folder: hashed chunks cached forever, everything else revalidated on every use. A browser that
 * accepts Brotli gets the copy the build compressed at best quality (`x.js.br`, decision 035). The copies are
 * listed when the server starts; a file added later is compressed on the fly instead (the `compression` middleware).
 * A vector image also gets a policy that runs no script, should it be opened on its own.
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
      setHeaders: setFileHeaders,
    },
  });
}
