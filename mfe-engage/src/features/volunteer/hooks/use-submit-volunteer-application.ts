import { useMutation } from '@tanstack/react-query';
import type { VolunteerApplicationRequest, VolunteerApplicationResponse } from '@solar/shared-contracts';
import { submitVolunteerApplication } from '../api/volunteers-api';

export function useSubmitVolunteerApplication() {
  return useMutation<VolunteerApplicationResponse, Error, VolunteerApplicationRequest>({
    mutationFn: submitVolunteerApplication,
  });
}
