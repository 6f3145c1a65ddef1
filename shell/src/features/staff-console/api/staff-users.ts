import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateStaffUserRequest,
  Page,
  PageQuery,
  ResetStaffPasswordRequest,
  StaffUser,
  UpdateStaffUserRequest,
} from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';
import { listUrl } from '@solar/shared-routing/list-url';

export type { CreateStaffUserRequest, ResetStaffPasswordRequest, StaffUser, UpdateStaffUserRequest };

const USERS_URL = '/api/staff/users';
const usersKey = ['staff', 'users'] as const;

/** GET /api/staff/users?page=&pageSize=&q= (admins) */
export function listStaffUsers(query: PageQuery, signal?: AbortSignal): Promise<Page<StaffUser>> {
  return staffRequest<Page<StaffUser>>('GET', listUrl(USERS_URL, query), undefined, { signal });
}

export function useStaffUsers(query: PageQuery) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: ({ signal }) => listStaffUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/staff/users (admins) */
export function createStaffUser(request: CreateStaffUserRequest): Promise<StaffUser> {
  return staffRequest<StaffUser>('POST', USERS_URL, request);
}

/** PATCH /api/staff/users/:id (admins): role, display name, disabled. */
export function updateStaffUser({ id, ...request }: UpdateStaffUserRequest & { id: number }): Promise<StaffUser> {
  return staffRequest<StaffUser>('PATCH', `${USERS_URL}/${id}`, request);
}

/** POST /api/staff/users/:id/password (admins): a new temporary password; that person's sessions end. */
export function resetStaffPassword({ id, ...request }: ResetStaffPasswordRequest & { id: number }): Promise<void> {
  return staffRequest<void>('POST', `${USERS_URL}/${id}/password`, request);
}

/** Every change to an account refreshes the list, so it shows what the server now holds. */
function useUsersMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: usersKey }) });
}

export const useCreateStaffUser = () => useUsersMutation(createStaffUser);
export const useUpdateStaffUser = () => useUsersMutation(updateStaffUser);
export const useResetStaffPassword = () => useUsersMutation(resetStaffPassword);
