import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffProject, UpdateProjectRequest } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { STAFF_PROJECTS_URL } from './staff-projects-api';
import { staffProjectUrl } from './get-staff-project';

/** PATCH /api/staff/projects/:id with only the fields that changed. */
export function updateStaffProject(id: number, changes: UpdateProjectRequest) {
  return staffRequest<StaffProject>('PATCH', staffProjectUrl(id), changes);
}

/** Saves an edit, then shows the saved project and has every project list read again. */
export function useUpdateStaffProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProjectRequest) => updateStaffProject(id, changes),
    onSuccess: (saved) => {
      client.setQueryData([STAFF_PROJECTS_URL, id], saved);
      void client.invalidateQueries({ queryKey: [STAFF_PROJECTS_URL], predicate: (query) => query.queryKey[1] !== id });
    },
  });
}
