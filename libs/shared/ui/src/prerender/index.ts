export { prerenderHtml } from './prerender-html';
export { prerenderRemotePages } from './prerender-remote-pages';
export { drawAt, drawnRouteFor, drawnSamplePaths, wholeHead, type DrawnRoute } from './draw-page';
