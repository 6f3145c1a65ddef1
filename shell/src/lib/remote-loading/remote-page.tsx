import { Suspense, useState } from 'react';
import type { RemoteKey } from '@solar/shared-contracts';
import { PageLoading } from '@solar/shared-ui';
import { forgetRemote, remoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

type Props = { remote: RemoteKey; page: string };

/** Renders one page of a remote, or a "temporarily unavailable" panel with a retry if the remote fails. */
export function RemotePage({ remote, page }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Routes = remoteRoutes(remote);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onError={() => forgetRemote(remote)}
      fallback={() => <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
