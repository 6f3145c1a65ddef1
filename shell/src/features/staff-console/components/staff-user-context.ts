import { createContext, useContext } from 'react';
import type { StaffUser } from '@solar/shared-contracts';

const StaffUserContext = createContext<StaffUser | null>(null);

export const StaffUserProvider = StaffUserContext.Provider;

/** The signed-in person; only rendered inside the console frame, which has checked the session. */
export function useStaffUser(): StaffUser {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error('useStaffUser is used outside the staff console frame');
  return user;
}
