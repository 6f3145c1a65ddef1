export {
  accessLine,
  accessLog,
  accessLogOptions,
  answerLog,
  pathOf,
  type AccessLogOptions,
  type AnswerLog,
  type AnswerLogOptions,
} from './access-log';
export { createLogger, InvalidLogLevelError, logLevelFrom, type Logger, type LoggerOptions } from './logger';
export { REDACTED, redactFields, scrubEmails } from './redaction';
export { REQUEST_ID_HEADER, REQUEST_ID_PATTERN, requestIdOf } from './request-id';
