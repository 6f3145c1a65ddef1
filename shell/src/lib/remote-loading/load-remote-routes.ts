import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remotes, type RemoteKey, type RemoteRoutesProps } from '@solar/shared-contracts';
import { resetRemote } from './register-remotes';

type RoutesComponent = ComponentType<RemoteRoutesProps<string>>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteKey,
    cause?: unknown,
  ) {
    super(`The ${remote} part of the site could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const cache = new Map<RemoteKey, LazyExoticComponent<RoutesComponent>>();

async function importRoutes(remote: RemoteKey): Promise<{ default: RoutesComponent }> {
  try {
    const module = await loadRemote<{ default: RoutesComponent }>(remotes[remote].routes);
    if (!module?.default) throw new Error('the remote exposes no ./Routes component');
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/** One lazy component per remote, shared by all its pages, so moving between them never re-suspends. */
export function remoteRoutes(remote: RemoteKey): LazyExoticComponent<RoutesComponent> {
  let component = cache.get(remote);
  if (!component) {
    component = lazy(() => importRoutes(remote));
    cache.set(remote, component);
  }
  return component;
}

/** Drops everything cached about a remote after a failure, so the next render loads it afresh. */
export function forgetRemote(remote: RemoteKey) {
  cache.delete(remote);
  resetRemote(remote);
}
