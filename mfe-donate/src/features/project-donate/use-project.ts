import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProjectResponse } from '@solar/shared-contracts';
import { ApiError, usePageRead } from '@solar/shared-data-access';
import { fetchProject, projectUrl } from './api/get-project';

export type ProjectState =
  | { status: 'loading' }
  | { status: 'found'; project: ProjectResponse }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

type Settled = { id: number; state: ProjectState };

function seeded(id: number | null, read: { value: ProjectResponse | null } | undefined): Settled | null {
  if (id === null || !read) return null;
  return { id, state: read.value ? { status: 'found', project: read.value } : { status: 'not-found' } };
}

/**
 * Loads one project once per id (no retries, no refetching). A null id is reported as not found. The page the
 * server drew with the figures starts from the ones it read (its data block, decision 053: no request). `reload` asks again (after a gift is
 * captured) and keeps showing the project meanwhile; a failed reload keeps the old figures.
 */
export function useProject(id: number | null): { state: ProjectState; reload: () => void } {
  const read = usePageRead<ProjectResponse>(projectUrl(id ?? 0));
  const [settled, setSettled] = useState<Settled | null>(() => seeded(id, read));
  const seededId = useRef(settled?.id ?? null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (id === null) return;
    if (version === 0 && seededId.current === id) return;
    seededId.current = null;
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
