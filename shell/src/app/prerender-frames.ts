/** The element a prerendered frame leaves where the page goes; the shell's server puts the page's HTML there. */
export const PRERENDER_SLOT = '<div data-prerender-slot=""></div>';

/** The prerendered frame (header, empty page, footer) of route-table entry `index`. */
export const frameKey = (index: number): string => `frame-${index}`;

/** The whole prerendered not-found page. */
export const NOT_FOUND_KEY = 'not-found';

/** A concrete address for a route pattern, so the header marks the right link as current. */
export const examplePath = (pattern: string): string => pattern.replace(/:[^/]+/g, '1');

/**
 * The frame of a page the shell learned at run time (decision 081), one per layout: its header marks no link as
 * current, drawn at an address no link names.
 */
export const layoutFrameKey = (layout: string): string => `frame-${layout}`;

/** The address the run-time frames are drawn at. */
export const LAYOUT_FRAME_PATH = '/-';
