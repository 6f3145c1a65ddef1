import type { LoggerService, LogLevel } from '@nestjs/common';
import { currentRequestId } from './request-context';

export const DEFAULT_LOG_LEVELS: LogLevel[] = ['log', 'warn', 'error', 'fatal'];

/** Nest's "log" is what every log shipper calls "info". */
const LEVEL_NAMES: Record<LogLevel, string> = {
  log: 'info',
  error: 'error',
  warn: 'warn',
  debug: 'debug',
  verbose: 'verbose',
  fatal: 'fatal',
};

const STACK_PATTERN = /\n\s+at\s/;

export type LogLine = {
  time: string;
  level: string;
  context?: string;
  message: string;
  requestId?: string;
  [field: string]: unknown;
};

type Write = (line: string) => void;

/**
 * Nest's LoggerService writing one JSON object per line on stdout: time, level, context, message, the id of
 * the request being handled (AsyncLocalStorage) and any fields passed as an object message, e.g.
 * `logger.log({ message: 'request', method, path, status })`. Errors add `stack`.
 */
export class JsonLogger implements LoggerService {
  private levels: Set<LogLevel>;

  constructor(
    levels: LogLevel[] = DEFAULT_LOG_LEVELS,
    private readonly write: Write = (line) => process.stdout.write(line),
  ) {
    this.levels = new Set(levels);
  }

  setLogLevels(levels: LogLevel[]): void {
    this.levels = new Set(levels);
  }

  isLevelEnabled(level: LogLevel): boolean {
    return this.levels.has(level);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.print('log', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.print('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.print('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.print('verbose', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.print('error', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.print('fatal', message, params);
  }

  private print(level: LogLevel, message: unknown, params: unknown[]): void {
    if (!this.levels.has(level)) return;
    const line = formatLogLine(level, message, params);
    let text: string;
    try {
      text = JSON.stringify(line);
    } catch {
      text = JSON.stringify({
        time: line.time,
        level: line.level,
        context: line.context,
        message: line.message,
        requestId: line.requestId,
      });
    }
    this.write(`${text}\n`);
  }
}

/**
 * Nest calls `log(message, context)` and `error(message, stack?, context)`; a contexted Logger always
 * appends its context last (after `undefined` for a missing stack).
 */
export function formatLogLine(level: LogLevel, message: unknown, params: unknown[], now = new Date()): LogLine {
  const rest = [...params];
  let context: string | undefined;
  const last = rest[rest.length - 1];
  if (typeof last === 'string' && !(rest.length === 1 && level === 'error' && STACK_PATTERN.test(last))) {
    context = last;
    rest.pop();
  } else if (last === undefined && rest.length > 0) {
    rest.pop();
  }

  const fields: Record<string, unknown> = {};
  let text: string;
  let stack: string | undefined;
  if (message instanceof Error) {
    text = message.message;
    stack = message.stack;
  } else if (message !== null && typeof message === 'object') {
    const { message: inner, ...others } = message as Record<string, unknown>;
    Object.assign(fields, others);
    text = typeof inner === 'string' ? inner : inner === undefined ? '' : JSON.stringify(inner);
  } else {
    text = String(message);
  }
  for (const param of rest) {
    if (param === undefined) continue;
    if (typeof param === 'string' && STACK_PATTERN.test(param)) stack = param;
    else if (param instanceof Error) stack = param.stack ?? param.message;
    else if (param !== null && typeof param === 'object') Object.assign(fields, param);
    else fields['detail'] = param;
  }

  const requestId = currentRequestId();
  return {
    time: now.toISOString(),
    level: LEVEL_NAMES[level],
    ...(context ? { context } : {}),
    message: text,
    ...fields,
    ...(requestId && fields['requestId'] === undefined ? { requestId } : {}),
    ...(stack ? { stack } : {}),
  };
}
