import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  staffRemotes,
  type DonateStaffPage,
  type EngageStaffPage,
  type RemoteRoutesProps,
} from '@solar/shared-contracts';
import { PageLoading } from '@solar/shared-ui';
import { resetRemote } from '../../../lib/remote-loading/register-remotes';
import { RemoteErrorBoundary } from '../../../lib/remote-loading/remote-error-boundary';
import { RemoteUnavailableError } from '../../../lib/remote-loading/load-remote-routes';
import { RemoteUnavailable } from '../../../lib/remote-loading/remote-unavailable';

type StaffRemote = keyof typeof staffRemotes;
type StaffRoutesComponent = ComponentType<RemoteRoutesProps<string>>;

export type StaffRemoteTarget =
  { remote: 'engage'; page: EngageStaffPage } | { remote: 'donate'; page: DonateStaffPage };

const cache = new Map<StaffRemote, LazyExoticComponent<StaffRoutesComponent>>();

async function importStaffRoutes(remote: StaffRemote): Promise<{ default: StaffRoutesComponent }> {
  try {
    const module = await loadRemote<{ default: StaffRoutesComponent }>(staffRemotes[remote]);
    if (!module?.default) throw new Error('the remote exposes no ./StaffRoutes component');
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/** One lazy component per remote for all its staff pages; loaded only here, so public pages never fetch it. */
function staffRoutes(remote: StaffRemote): LazyExoticComponent<StaffRoutesComponent> {
  let component = cache.get(remote);
  if (!component) {
    component = lazy(() => importStaffRoutes(remote));
    cache.set(remote, component);
  }
  return component;
}

function forgetStaffRemote(remote: StaffRemote) {
  cache.delete(remote);
  resetRemote(remote);
}

/** A staff page from the remote that owns its domain, or the shell's "unavailable" panel with a retry. */
export function StaffRemotePage({ remote, page }: StaffRemoteTarget) {
  const [attempt, setAttempt] = useState(0);
  const Routes = staffRoutes(remote);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onError={() => forgetStaffRemote(remote)}
      fallback={() => <RemoteUnavailable compact onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
