import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger, type Options } from 'pino-http';
import type { DestinationStream, Level, Logger } from 'pino';
import { isoTime } from './logger';
import { scrubEmails } from './redaction';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';

export type AccessLogOptions = {
  logger: Logger;
  /** Peers whose X-Request-Id is kept; from any other the request gets a new id. Default: none. */
  isTrustedProxy?: (address: string) => boolean;
  /** Paths whose successful answers are logged at debug: health probes every few seconds would fill the log. */
  isQuiet?: (path: string) => boolean;
};

/** A path longer than this is cut: the line stays one line a log shipper accepts. */
const MAX_PATH_LENGTH = 512;

/** The path without its query string, which can carry emails, tokens and PayPal's return parameters. */
export function pathOf(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path;
}

export type AccessFields = { method: string; path: string; status: number; durationMs: number; aborted?: true };

function accessFields(req: IncomingMessage, res: ServerResponse, durationMs: number): AccessFields {
  const aborted = !res.writableFinished;
  return {
    method: req.method ?? '',
    path: pathOf(req),
    status: res.statusCode,
    durationMs,
    ...(aborted ? { aborted: true as const } : {}),
  };
}

function messageOf({ method, path, status, aborted, durationMs }: AccessFields): string {
  return `${method} ${path} ${aborted ? 'aborted' : status} ${durationMs}ms`;
}

function accessMessage(req: IncomingMessage, res: ServerResponse, durationMs = 0): string {
  return messageOf(accessFields(req, res, durationMs));
}

/**
 * pino-http's options for the access log every server keeps: one line per request when its answer is sent (or the
 * client went away first), `{method, path, status, durationMs, requestId, aborted?}`, and nothing of the request's
 * headers or body. The id is set on `req.id`, bound to `req.log` (every line logged through it carries
 * `requestId`) and echoed in the answer's X-Request-Id.
 */
export function accessLogOptions({
  logger,
  isTrustedProxy = () => false,
  isQuiet = () => false,
}: AccessLogOptions): Options {
  return {
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req, isTrustedProxy);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Only the id is bound to the request's logger; the request and answer objects are never serialised.
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode < 400 && isQuiet(pathOf(req))) return 'debug';
      return 'info';
    },
    customSuccessObject: (req, res, value: { durationMs: number }) => accessFields(req, res, value.durationMs),
    customErrorObject: (req, res, _error, value: { durationMs: number }) => accessFields(req, res, value.durationMs),
    customSuccessMessage: (req, res, durationMs) => accessMessage(req, res, durationMs),
    customErrorMessage: (req: IncomingMessage, res: ServerResponse, _error: Error, durationMs?: number) =>
      accessMessage(req, res, durationMs),
  };
}

/** Writes the access line of one request when its answer has gone (or the client went first). */
export type AnswerLog = (req: IncomingMessage, res: ServerResponse, requestId: string) => void;

export type AnswerLogOptions = Omit<AccessLogOptions, 'isTrustedProxy'> & {
  /** The service `logger` names on every line (createLogger's `service`). */
  service: string;
  /** Where `logger` writes (createLogger's `destination`): the access line goes there, in order with the rest. */
  destination: DestinationStream;
};

/**
 * The line `logger[level]({ requestId, ...fields }, message)` writes through createLogger, field for field, built
 * as a string from its few known fields: none of them is personal (an email in the path is scrubbed, in the path
 * as in the message), so pino's hooks, mixin, formatters and per-key serialisation have nothing to do on the
 * busiest line there is, and cost several times what the line itself does (decision 085).
 */
export function accessLine(level: Level, service: string, requestId: string, fields: AccessFields): string {
  const path = scrubEmails(fields.path);
  const message = messageOf({ ...fields, path });
  return (
    `{"level":"${level}"${isoTime()},"service":${JSON.stringify(service)},"requestId":${JSON.stringify(requestId)},` +
    `"method":${JSON.stringify(fields.method)},"path":${JSON.stringify(path)},"status":${fields.status},` +
    `"durationMs":${fields.durationMs}${fields.aborted ? ',"aborted":true' : ''},"message":${JSON.stringify(message)}}\n`
  );
}

/**
 * The same access line without pino-http, for a server that already has the request's id (the API's Fastify
 * hook): one listener per request, and the line built from its few known fields when the answer has gone
 * (accessLine). No child logger or bindings per request, and nothing built when the line's level is off.
 */
export function answerLog({ logger, service, destination, isQuiet = () => false }: AnswerLogOptions): AnswerLog {
  return (req, res, requestId) => {
    const started = Date.now();
    res.once('close', () => {
      const fields = accessFields(req, res, Date.now() - started);
      const { status } = fields;
      const level = status >= 500 ? 'error' : status < 400 && isQuiet(fields.path) ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      destination.write(accessLine(level, service, requestId, fields));
    });
  };
}

/** The access log as Express (or any Node) middleware; put it first, so every answer is logged. */
export function accessLog(options: AccessLogOptions): HttpLogger {
  return pinoHttp(accessLogOptions(options));
}
