import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import type { ApiErrorBody } from '@solar/shared-contracts';

/** Errors raised by Express middleware (body-parser's http-errors) that are safe to show the client. */
type ExposedHttpError = Error & { status: number; expose: true };

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

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function toApiErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const payload = exception.getResponse();
    if (typeof payload === 'string') return { statusCode, error: statusText(statusCode), message: payload };
    const { error, message } = payload as { error?: unknown; message?: unknown };
    return {
      statusCode,
      error: typeof error === 'string' ? error : statusText(statusCode),
      message: typeof message === 'string' || Array.isArray(message) ? (message as string | string[]) : exception.message,
    };
  }
  if (isExposedHttpError(exception)) {
    const message = exception.status === HttpStatus.PAYLOAD_TOO_LARGE ? 'Request body is larger than 100 KB' : exception.message;
    return { statusCode: exception.status, error: statusText(exception.status), message };
  }
  return { statusCode: 500, error: statusText(500), message: 'Internal server error' };
}

/** Every error leaves as JSON of the ApiErrorBody shape; unknown failures become a bare 500. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toApiErrorBody(exception);
    if (exception instanceof HttpException && body.statusCode >= 500) {
      // Deliberate answers such as "PayPal is not configured" (503) or "PayPal did not answer" (502): no stack.
      this.logger.warn(`${body.statusCode} ${body.error}: ${String(body.message)}`);
    } else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(body.statusCode).json(body);
  }
}
