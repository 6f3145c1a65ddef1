import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffVolunteer, UpdateVolunteerRequest } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { volunteerKeys } from './volunteers-query-keys';

export type { UpdateVolunteerRequest };

/** PATCH /api/staff/volunteers/:id { status?, staffNote? }; 409 for a move the workflow does not allow. */
export function updateVolunteer(id: number, request: UpdateVolunteerRequest): Promise<StaffVolunteer> {
  return staffRequest<StaffVolunteer>('PATCH', `/api/staff/volunteers/${id}`, request);
}

/** Moves the application or sets its note; the page shows the server's answer, and the lists refresh. */
export function useUpdateVolunteer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateVolunteerRequest) => updateVolunteer(id, request),
    onSuccess: async (volunteer) => {
      client.setQueryData(volunteerKeys.one(id), volunteer);
      await client.invalidateQueries({ queryKey: volunteerKeys.lists });
    },
  });
}
