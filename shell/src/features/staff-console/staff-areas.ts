import type { StaffRole } from '@solar/shared-contracts';

export type StaffArea = { path: string; label: string; description: string; adminOnly?: boolean };

/** The console's areas, in the order the navigation and the overview list them. */
export const staffAreas: readonly StaffArea[] = [
  { path: '/staff/messages', label: 'Messages', description: 'What visitors sent through the contact form.' },
  { path: '/staff/volunteers', label: 'Volunteers', description: 'Volunteer applications and where each one stands.' },
  { path: '/staff/subscribers', label: 'Subscribers', description: 'Newsletter subscribers, and the list to send to.' },
  { path: '/staff/donations', label: 'Donations', description: 'One-off gifts and their payment status.' },
  {
    path: '/staff/monthly-gifts',
    label: 'Monthly gifts',
    description: 'Regular donations and whether they are active.',
  },
  { path: '/staff/projects', label: 'Projects', description: 'Projects, their targets and what has been raised.' },
  {
    path: '/staff/gift-aid',
    label: 'Gift Aid',
    description: 'Donors’ Gift Aid declarations, and claims to HMRC with their schedule files.',
  },
  {
    path: '/staff/emails',
    label: 'Emails',
    description: 'Every email the site sends, whether it went, and why one failed.',
  },
  {
    path: '/staff/users',
    label: 'Staff accounts',
    description: 'Who can sign in, their roles and passwords.',
    adminOnly: true,
  },
  { path: '/staff/audit', label: 'Audit log', description: 'Who changed what, and when.', adminOnly: true },
];

export function areasFor(role: StaffRole): StaffArea[] {
  return staffAreas.filter((area) => !area.adminOnly || role === 'admin');
}
