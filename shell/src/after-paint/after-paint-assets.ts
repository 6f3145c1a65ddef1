/** Where the server serves the built load-after-paint script, and the id of the data block it reads. */
export const LOAD_AFTER_PAINT_PATH = '/load-after-paint.js';
export const AFTER_PAINT_ASSETS_ID = 'after-paint-assets';

/** A script the page will need, for a <link rel="preload">. */
export type PreloadHint = { href: string; as: 'script' };

/** What a prerendered page starts after its first paint: the entry scripts, in order, and the files to preload. */
export type AfterPaintAssets = { scripts: string[]; preload: readonly PreloadHint[] };
