import type { ReactElement } from 'react';
import { renderAt } from '@solar/shared-testing';
import { ToastProvider } from '@solar/shared-ui';
import { EngageQueryProvider } from '../app/engage-query-provider';

/** Renders an engage page or widget as the shell hosts it: under a toast provider, in the remote's query client. */
export function renderEngage(element: ReactElement, options?: Parameters<typeof renderAt>[1]) {
  return renderAt(
    <ToastProvider>
      <EngageQueryProvider>{element}</EngageQueryProvider>
    </ToastProvider>,
    options,
  );
}

/** A fetch answer with the given status and body text. */
export function respond(status: number, body = '', statusText = status < 300 ? 'OK' : 'Error'): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body)),
  } as unknown as Response);
}

/** A fetch answer that arrives only when `resolve` is called. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve: (status: number, body = '') => respond(status, body).then(resolve) };
}

/** The JSON body of the n-th fetch call. */
export function sentBody(fetchMock: jest.Mock, call = 0): unknown {
  const init = fetchMock.mock.calls[call][1] as RequestInit;
  return JSON.parse(String(init.body));
}
