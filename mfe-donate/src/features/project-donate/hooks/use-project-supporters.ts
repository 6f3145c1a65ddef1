import { useQuery } from '@tanstack/react-query';
import type { ProjectSupportersResponse } from '@solar/shared-contracts';
import { usePageRead } from '@solar/shared-data-access';
import { fetchProjectSupporters, projectSupportersUrl } from '../api/get-project-supporters';

/**
 * A project's supporters: on the page mfe-donate's server drew, from the read it drew them with (its data block,
 * decision 053), so the list is in the first paint and hydrates as sent; else from the API. Nothing is drawn until
 * they are known, so a page drawn without them hydrates unchanged. `refresh` reads them again (after a gift).
 */
export function useProjectSupporters(projectId: number | null) {
  const drawn = usePageRead<ProjectSupportersResponse>(projectSupportersUrl(projectId ?? 0));
  const query = useQuery({
    queryKey: [projectSupportersUrl(projectId ?? 0)],
    queryFn: ({ signal }) => fetchProjectSupporters(projectId as number, signal),
    enabled: projectId !== null && projectId > 0,
    initialData: () => drawn?.value ?? undefined,
  });
  return { supporters: query.data, refresh: () => void query.refetch() };
}
