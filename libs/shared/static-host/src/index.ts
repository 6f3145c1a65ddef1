export { assetHeaders, SVG_POLICY, type ResourcePolicy } from './asset-headers';
export { cacheControlFor, setCacheHeaders, IMMUTABLE, REVALIDATE } from './cache-policy';
export { allowOrigins } from './cors';
export { allowedOrigins, appVersion, portFrom, shellOrigin } from './env';
export { closeGracefully, log } from './lifecycle';
export { staticFiles } from './static-files';
export { createTimedServer, SERVER_TIMEOUTS, type ServerTimeouts } from './timed-server';
export { versionInfo, type VersionInfo } from './version-info';
export { createRemoteApp, startRemoteServer, type RemoteServerOptions } from './remote-server';
