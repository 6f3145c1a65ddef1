import type { ReactElement } from 'react';
import { renderAt, respond } from '@solar/shared-testing';
import { DonateQueryProvider } from '../app/donate-query-provider';

/** Renders a donate page as the shell hosts it: inside the remote's query client, in a memory router. */
export function renderDonate(element: ReactElement, options?: Parameters<typeof renderAt>[1]) {
  return renderAt(<DonateQueryProvider>{element}</DonateQueryProvider>, options);
}

type Route = { method?: string; path: string | RegExp; reply: () => Promise<Response> };

/**
 * A fetch mock that answers by method and path; an unmatched call answers 404 so a missing route shows up
 * as a failure rather than a hang.
 */
export function routeFetch(routes: Route[]): jest.Mock {
  return jest.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET') === method &&
        (typeof candidate.path === 'string' ? candidate.path === url : candidate.path.test(url)),
    );
    return route ? route.reply() : respond(404, '{"statusCode":404,"error":"Not Found","message":"No route in test"}');
  });
}

/** The calls a fetch mock received for one method and path. */
export function callsTo(fetchMock: jest.Mock, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => url === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );
}

/** The JSON body a fetch call sent. */
export function bodyOf(call: unknown[]): unknown {
  const init = call[1] as RequestInit;
  return init.body === undefined ? undefined : JSON.parse(String(init.body));
}

export const PAYPAL_SETUP = {
  clientId: 'test-client-id',
  environment: 'sandbox' as const,
  approvalOrigin: 'https://www.sandbox.paypal.com',
};
