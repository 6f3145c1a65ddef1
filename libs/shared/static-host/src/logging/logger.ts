import { pino, type DestinationStream, type LevelWithSilent, type Logger } from 'pino';
import { LOG_LEVEL_VARIABLE, readVariables } from '@solar/shared-config';
import { REDACTED_PATHS, REDACTED, scrubEmails } from './redaction';

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
};

function scrubArgument(value: unknown): unknown {
  if (typeof value === 'string') return scrubEmails(value);
  if (value !== null && typeof value === 'object' && !(value instanceof Error)) {
    const record = value as Record<string, unknown>;
    if (typeof record['message'] === 'string') return { ...record, message: scrubEmails(record['message']) };
  }
  return value;
}

/**
 * The one log schema of every server (shell, remotes, API, PayPal simulator): one JSON object per line,
 * `{level, time, service, message, requestId?, context?, …fields, err?}`, `level` a name (`info`), `time` ISO 8601.
 * Personal data and credentials are redacted by key (redaction.ts), and an email address in a message or an error
 * is replaced wherever it stands.
 */
export function createLogger({ service, level = 'info', destination = process.stdout }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED_PATHS], censor: REDACTED },
      serializers: {
        err: (error: Error) => {
          const serialized = pino.stdSerializers.err(error);
          return {
            ...serialized,
            message: scrubEmails(serialized.message),
            ...(serialized.stack ? { stack: scrubEmails(serialized.stack) } : {}),
          };
        },
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map(scrubArgument) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
