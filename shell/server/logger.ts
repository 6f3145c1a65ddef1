import { createLogger, logLevelFrom } from '@solar/static-host';

/** The shell server's lines outside a request (start, stop, cached lookups); a request's own go through `req.log`. */
export const logger = createLogger({ service: 'shell', level: logLevelFrom(process.env) });
