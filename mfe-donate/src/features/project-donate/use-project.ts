import { useCallback, useEffect, useState } from 'react';
import type { ProjectResponse } from '@solar/shared-contracts';
import { ApiError } from '@solar/shared-data-access';
import { fetchProject } from '../../lib/projects-api';

export type ProjectState =
  | { status: 'loading' }
  | { status: 'found'; project: ProjectResponse }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

type Settled = { id: number; state: ProjectState };

/**
 * Loads one project once per id (no retries, no refetching). A null id is reported as not found. `reload` asks
 * again (after a gift is captured) and keeps showing the project meanwhile; a failed reload keeps the old figures.
 */
export function useProject(id: number | null): { state: ProjectState; reload: () => void } {
  const [settled, setSettled] = useState<Settled | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchProject(id, controller.signal)
      .then((project) => setSettled({ id, state: { status: 'found', project } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const state: ProjectState =
          error instanceof ApiError && error.status === 404
            ? { status: 'not-found' }
            : { status: 'error', message: error instanceof Error ? error.message : String(error) };
        setSettled((current) => (current?.id === id && current.state.status === 'found' ? current : { id, state }));
      });
    return () => controller.abort();
  }, [id, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);

  if (id === null) return { state: { status: 'not-found' }, reload };
  return { state: settled?.id === id ? settled.state : { status: 'loading' }, reload };
}
