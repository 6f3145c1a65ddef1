import { Suspense, useState } from 'react';
import type { PageModule, RemoteKey } from '@solar/shared-contracts';
import { PageLoading } from '@solar/shared-ui';
import { forgetRemote, remoteRoutes } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

type Props = {
  remote: RemoteKey;
  page: string;
  /** `StaffRoutes` for a back-office page: loaded only under /staff, so no public page fetches staff code. */
  module?: PageModule;
  /** Inside the staff console: the "unavailable" panel offers no way back to the public home page. */
  compact?: boolean;
};

/** Renders one page of a remote, or a "temporarily unavailable" panel with a retry if the remote fails. */
export function RemotePage({ remote, page, module = 'Routes', compact = false }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Routes = remoteRoutes(remote, module);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onError={() => forgetRemote(remote, module)}
      fallback={() => <RemoteUnavailable compact={compact} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
