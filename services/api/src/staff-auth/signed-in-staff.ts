import type { StaffRole } from '@solar/shared-contracts';

/** Who made a request, as @CurrentStaff() gives it. */
export type SignedInStaff = { id: number; username: string; role: StaffRole };

/** What the session guard attaches to the request. */
export type StaffRequestState = {
  staff?: SignedInStaff;
  staffSession?: { idHash: string; createdAt: number; lastSeenAt: number; expiresAt: number };
};
