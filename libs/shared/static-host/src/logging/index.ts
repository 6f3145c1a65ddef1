export { accessLog, accessLogOptions, pathOf, type AccessLogOptions } from './access-log';
export { createLogger, InvalidLogLevelError, logLevelFrom, type Logger, type LoggerOptions } from './logger';
export { REDACTED, REDACTED_PATHS, scrubEmails } from './redaction';
export { REQUEST_ID_HEADER, REQUEST_ID_PATTERN, requestIdOf } from './request-id';
