export { AdminOnly, CurrentStaff, StaffOnly } from './staff-auth.decorators';
export type { SignedInStaff } from './signed-in-staff';
