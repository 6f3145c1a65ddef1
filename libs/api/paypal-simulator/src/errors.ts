import type { Response } from 'express';
import { newDebugId } from './ids';

/** The same id the Paypal-Debug-Id header carries, as PayPal does. */
export function debugIdOf(res: Response): string {
  const header = res.getHeader('Paypal-Debug-Id');
  return typeof header === 'string' ? header : newDebugId();
}

export type IssueDetail = { issue: string; description: string; field?: string; value?: string; location?: string };

const NAMES: Record<number, { name: string; message: string }> = {
  400: { name: 'INVALID_REQUEST', message: 'Request is not well-formed, syntactically incorrect, or violates schema.' },
  401: {
    name: 'AUTHENTICATION_FAILURE',
    message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  },
  404: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' },
  422: {
    name: 'UNPROCESSABLE_ENTITY',
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  },
};

/** Issues PayPal answers 422 for even when found while checking the request's shape. */
const UNPROCESSABLE_ISSUES = new Set(['DECIMAL_PRECISION']);

/** PayPal's REST error body: name, message, debug_id and the issues that explain it. */
export function sendError(res: Response, asked: 400 | 404 | 422, details: IssueDetail[]) {
  const status = asked === 400 && details.some((detail) => UNPROCESSABLE_ISSUES.has(detail.issue)) ? 422 : asked;
  const { name, message } = NAMES[status];
  res.status(status).json({
    name,
    message,
    debug_id: debugIdOf(res),
    details,
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${details[0]?.issue ?? name}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

export function sendNotFound(res: Response) {
  sendError(res, 404, [
    {
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
}

/** PayPal's server errors as its documents give them (error_500, error_503): name and message as they fix them. */
export const SERVER_ERRORS = {
  500: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' },
  503: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' },
} as const;

export type ServerErrorStatus = keyof typeof SERVER_ERRORS;

export function sendServerError(res: Response, status: ServerErrorStatus) {
  res.status(status).json({ ...SERVER_ERRORS[status], debug_id: debugIdOf(res), links: [] });
}

export function sendAuthFailure(res: Response) {
  res.status(401).json({ name: NAMES[401].name, message: NAMES[401].message, debug_id: debugIdOf(res), links: [] });
}
