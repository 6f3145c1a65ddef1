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

/** The JSON body of the n-th fetch call. */
export function sentBody(fetchMock: jest.Mock, call = 0): unknown {
  const init = fetchMock.mock.calls[call][1] as RequestInit;
  return JSON.parse(String(init.body));
}
