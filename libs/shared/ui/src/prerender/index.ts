export { prerenderHtml } from './prerender-html';
export { prerenderRemotePages } from './prerender-remote-pages';
export { drawAt, drawnRouteFor, drawnSamplePaths, type DrawnRoute } from './draw-page';
