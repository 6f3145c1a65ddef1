import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@solar/shared-contracts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database-errors';

/** Errors raised while reading a body (body-parsers.ts, shaped as body-parser's http-errors) that are safe to show the client. */
type ExposedHttpError = Error & { status: number; expose: true };

/** Fastify's own client errors (FST_ERR_*, e.g. a malformed URL or a body on an unknown route): status and message. */
type FastifyClientError = Error & { code: string; statusCode: number };

/** Fastify's words for what body-parser said otherwise, so an answer reads as it did on Express. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request size did not match content length',
};

function isFastifyClientError(error: unknown): error is FastifyClientError {
  if (!(error instanceof Error)) return false;
  const candidate = error as Partial<FastifyClientError>;
  return (
    typeof candidate.code === 'string' &&
    candidate.code.startsWith('FST_') &&
    typeof candidate.statusCode === 'number' &&
    candidate.statusCode >= 400 &&
    candidate.statusCode < 500
  );
}

function isExposedHttpError(error: unknown): error is ExposedHttpError {
  if (!(error instanceof Error)) return false;
  const candidate = error as Partial<ExposedHttpError>;
  return (
    candidate.expose === true &&
    typeof candidate.status === 'number' &&
    candidate.status >= 400 &&
    candidate.status < 500
  );
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((item) => typeof item === 'string'),
  );
}

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function toApiErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const payload = exception.getResponse();
    if (typeof payload === 'string') return { statusCode, error: statusText(statusCode), message: payload };
    const { error, message, fieldErrors, reason } = payload as {
      error?: unknown;
      message?: unknown;
      fieldErrors?: unknown;
      reason?: unknown;
    };
    return {
      statusCode,
      error: typeof error === 'string' ? error : statusText(statusCode),
      message:
        typeof message === 'string' || Array.isArray(message) ? (message as string | string[]) : exception.message,
      ...(isFieldErrors(fieldErrors) ? { fieldErrors } : {}),
      ...(typeof reason === 'string' ? { reason } : {}),
    };
  }
  if (isExposedHttpError(exception)) {
    const message =
      exception.status === HttpStatus.PAYLOAD_TOO_LARGE ? 'Request body is larger than 100 KB' : exception.message;
    return { statusCode: exception.status, error: statusText(exception.status), message };
  }
  if (isFastifyClientError(exception)) {
    const status = exception.statusCode;
    const message =
      status === HttpStatus.PAYLOAD_TOO_LARGE
        ? 'Request body is larger than 100 KB'
        : (FASTIFY_MESSAGES[exception.code] ?? exception.message);
    return { statusCode: status, error: statusText(status), message };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      error: statusText(HttpStatus.SERVICE_UNAVAILABLE),
      message: DATABASE_UNAVAILABLE_MESSAGE,
    };
  }
  return { statusCode: 500, error: statusText(500), message: 'Internal server error' };
}

function errorCode(exception: unknown): string | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { code, driverError } = exception as { code?: unknown; driverError?: { code?: unknown } };
  const found = typeof code === 'string' ? code : driverError?.code;
  return typeof found === 'string' ? found : undefined;
}

/**
 * Every error leaves as JSON of the ApiErrorBody shape; a database that cannot be reached is a 503 (the
 * client may retry shortly), unknown failures a bare 500. Log lines carry the request id: the filter runs in the
 * request's logging context (its id, decision 075).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    this.answer(exception, host.switchToHttp().getResponse<FastifyReply>());
  }

  /** The same answer for a route Fastify runs without Nest's pipeline (projects/project-read.route.ts). */
  answer(exception: unknown, response: FastifyReply): void {
    const body = toApiErrorBody(exception);
    if (exception instanceof HttpException && body.statusCode >= 500) {
      // Deliberate answers such as "PayPal is not configured" (503) or "PayPal did not answer" (502): no stack.
      this.logger.warn({
        message: `${body.statusCode} ${body.error}: ${String(body.message)}`,
        status: body.statusCode,
      });
    } else if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      // The database is away: expected while it is, and the stack says nothing more than the code.
      const reason = exception instanceof Error ? exception.message : String(exception);
      this.logger.warn({
        message: `503 database unavailable: ${reason}`,
        status: 503,
        code: errorCode(exception),
      });
    } else if (body.statusCode >= 500) {
      const message = exception instanceof Error ? exception.message : String(exception);
      const stack = exception instanceof Error ? { stack: exception.stack } : {};
      this.logger.error({ message, status: body.statusCode, ...stack });
    }
    if (response.sent || response.raw.headersSent) {
      if (!response.raw.writableEnded) response.raw.end();
      return;
    }
    response.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
