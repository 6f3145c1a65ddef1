import express from 'express';
import { setCacheHeaders } from './cache-policy';

/** Serves a built folder: hashed chunks cached forever, everything else revalidated on every use. */
export function staticFiles(root: string, options: { index: boolean }) {
  return express.static(root, {
    index: options.index ? 'index.html' : false,
    etag: true,
    lastModified: true,
    fallthrough: true,
    setHeaders: (res, filePath) => setCacheHeaders(res, filePath),
  });
}
