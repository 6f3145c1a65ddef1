export { prerenderHtml } from './prerender-html';
export { prerenderRemotePages } from './prerender-remote-pages';
