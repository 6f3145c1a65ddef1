import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { LOG_LEVEL_VARIABLE, readVariables } from '@solar/shared-config';
import { redactFields, scrubEmails } from './redaction';

export type { Logger } from 'pino';

export class InvalidLogLevelError extends Error {}

/**
 * LOG_LEVEL through the one schema (shared-config), before any logger exists to report other problems with;
 * anything else refuses to start rather than log at a level nobody chose.
 */
export function logLevelFrom(env: NodeJS.ProcessEnv): LevelWithSilent {
  const problems: string[] = [];
  const { values } = readVariables(LOG_LEVEL_VARIABLE, env, problems);
  if (problems.length > 0) throw new InvalidLogLevelError(problems.join('; '));
  return values.LOG_LEVEL;
}

export type LoggerOptions = {
  /** `shell`, `api`, `mfe-content`…: every line names the process that wrote it. */
  service: string;
  level?: LevelWithSilent;
  /**
   * process.stdout itself (not pino's own fd writer), so a test can capture what a process logs; writes to a pipe
   * or a file are synchronous on Linux, so nothing is lost when the process exits.
   */
  destination?: DestinationStream;
  /** The id of the request being handled, if any: every line written meanwhile carries it as `requestId`. */
  requestId?: () => string | undefined;
};

function scrubArgument(value: unknown): unknown {
  if (typeof value === 'string') return scrubEmails(value);
  if (value !== null && typeof value === 'object' && !(value instanceof Error)) {
    const record = value as Record<string, unknown>;
    const message = record['message'];
    if (typeof message === 'string') {
      const scrubbed = scrubEmails(message);
      return scrubbed === message ? value : { ...record, message: scrubbed };
    }
  }
  return value;
}

/** The arguments of a log call with any email address in its message replaced; the same array when none was. */
function scrubArguments(args: unknown[]): unknown[] {
  let scrubbed: unknown[] | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const next = scrubArgument(args[i]);
    if (next === args[i]) continue;
    scrubbed ??= [...args];
    scrubbed[i] = next;
  }
  return scrubbed ?? args;
}

let timeSecond = Number.NaN;
let timePrefix = '';

/**
 * pino's isoTime, `,"time":"2026-11-28T17:20:29.042Z"`, with the date and time up to the second formatted once a
 * second rather than a Date made and formatted for every line.
 */
export function isoTime(now = Date.now()): string {
  const second = Math.floor(now / 1000);
  if (second !== timeSecond) {
    timeSecond = second;
    timePrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const ms = now - second * 1000;
  return `,"time":"${timePrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
}

function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  return redactFields(
    {
      ...serialized,
      message: scrubEmails(serialized.message),
      ...(serialized.stack ? { stack: scrubEmails(serialized.stack) } : {}),
    },
    2,
  );
}

/**
 * The one log schema of every server (shell, remotes, API, PayPal simulator): one JSON object per line,
 * `{level, time, service, message, requestId?, context?, …fields, err?}`, `level` a name (`info`), `time` ISO 8601.
 * Personal data and credentials are redacted by key (redaction.ts: a Set of keys looked up at the first three
 * levels of each line and binding, rather than pino's redaction paths, which are parsed again for every field of
 * every line when a path starts with a wildcard), and an email address in a message or an error is replaced
 * wherever it stands.
 */
export function createLogger({
  service,
  level = 'info',
  destination = process.stdout,
  requestId,
}: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      messageKey: 'message',
      timestamp: () => isoTime(),
      formatters: {
        level: (label) => ({ level: label }),
        bindings: (bindings) => redactFields(bindings),
        log: (fields) => redactFields(fields),
      },
      ...(requestId
        ? {
            mixin: () => {
              const id = requestId();
              return id === undefined ? {} : { requestId: id };
            },
          }
        : {}),
      serializers: { err: serializeError },
      hooks: {
        logMethod(args, method) {
          method.apply(this, scrubArguments(args) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
