export { prerenderHtml } from './prerender-html';
export { prerenderRemotePages } from './prerender-remote-pages';
export { drawAt, drawnRouteFor, drawnSamplePaths, wholeHead, type DrawnRoute } from './draw-page';
export { ownPagesBuild, type OwnPagesBuild } from './own-pages-build';
