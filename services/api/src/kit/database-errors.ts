/**
 * Errors that mean "the database cannot be reached right now", not "this request is wrong": answered 503
 * (ApiExceptionFilter), never 500. TypeORM wraps driver errors in QueryFailedError (`driverError`); a pool
 * that cannot open a connection rejects with the driver's own error.
 */
const UNAVAILABLE_CODES = new Set([
  // network
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // mysql2
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_NORMAL_SHUTDOWN',
  'ER_SHUTDOWN_COMPLETE',
  'ER_QUERY_INTERRUPTED',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  // a server switched to read-only, e.g. during a fail-over
  'ER_OPTION_PREVENTS_STATEMENT',
]);

const UNAVAILABLE_MESSAGES = [
  'Pool is closed',
  'Connection lost',
  "Can't add new command when connection is in closed state",
  'connect ETIMEDOUT',
  'Queue limit reached',
  'Query inactivity timeout',
];

/** TypeORM's own "not connected" errors (after DataSource.destroy(), e.g. during shutdown). */
const UNAVAILABLE_NAMES = new Set([
  'CannotExecuteNotConnectedError',
  'ConnectionIsNotSetError',
  'ConnectionNotFoundError',
]);

type ErrorLike = {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  fatal?: unknown;
  driverError?: unknown;
  cause?: unknown;
};

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const candidate = error as ErrorLike;
  if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
  if (typeof candidate.name === 'string' && UNAVAILABLE_NAMES.has(candidate.name)) return true;
  if (
    typeof candidate.message === 'string' &&
    UNAVAILABLE_MESSAGES.some((text) => (candidate.message as string).includes(text))
  )
    return true;
  return isDatabaseUnavailable(candidate.driverError, depth + 1) || isDatabaseUnavailable(candidate.cause, depth + 1);
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable, please try again shortly';
