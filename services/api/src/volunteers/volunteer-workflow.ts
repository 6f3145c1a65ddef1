import { VOLUNTEER_TRANSITIONS, type VolunteerStatus } from '@solar/shared-contracts';

/** Why the workflow refuses moving an application from `from` to `to`, or null when the move is allowed. */
export function refusedMove(from: VolunteerStatus, to: VolunteerStatus): string | null {
  const allowed = VOLUNTEER_TRANSITIONS[from];
  if (allowed.includes(to)) return null;
  const next = allowed.length > 0 ? `it can only move to ${allowed.join(' or ')}` : 'it is closed and cannot move';
  return `An application that is ${from} cannot move to ${to}: ${next}`;
}
