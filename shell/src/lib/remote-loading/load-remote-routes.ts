import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModule, type PageModule, type RemoteKey, type RemoteRoutesProps } from '@solar/shared-contracts';
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

const cache = new Map<string, LazyExoticComponent<RoutesComponent>>();

async function importRoutes(remote: RemoteKey, module: PageModule): Promise<{ default: RoutesComponent }> {
  try {
    const loaded = await loadRemote<{ default: RoutesComponent }>(remoteModule(remote, module));
    if (!loaded?.default) throw new Error(`the remote exposes no ./${module} component`);
    return loaded;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/**
 * One lazy component per remote and page module (its public `Routes` or its `StaffRoutes`), shared by all the pages
 * it renders, so moving between them never re-suspends.
 */
export function remoteRoutes(remote: RemoteKey, module: PageModule): LazyExoticComponent<RoutesComponent> {
  const key = remoteModule(remote, module);
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => importRoutes(remote, module));
    cache.set(key, component);
  }
  return component;
}

/** Drops everything cached about a remote's page module after a failure, so the next render loads it afresh. */
export function forgetRemote(remote: RemoteKey, module: PageModule) {
  cache.delete(remoteModule(remote, module));
  resetRemote(remote);
}
