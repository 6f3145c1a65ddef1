import type { RemoteKey } from './remote-pages';
import type { StaffRole } from './staff';

/** Who draws a staff page: the remote that owns its data, or the shell's console itself (accounts, emails, audit). */
export type StaffPageOwner = RemoteKey | 'shell';

/** One page of the back office, under /staff. */
export type StaffPageEntry = {
  /** The name the console asks its owner for; a remote's page chunk is `page-<key>`. */
  key: string;
  owner: StaffPageOwner;
  /** Its address (a route pattern) under /staff. */
  path: string;
  /** The tab title. */
  title: string;
  /** An area of the console: its link in the navigation and its card on the overview. A page beneath it has none. */
  nav?: { label: string; summary: string };
  /** Only administrators may open it (the API refuses others too). */
  adminOnly?: true;
};

export const STAFF_ROOT = '/staff';

/**
 * The back office's areas and the pages beneath them, in the order the navigation and the overview list the areas.
 * The console's routes and titles, its navigation and each remote's `./StaffRoutes` map are derived from it. The
 * console's own front door (sign-in), overview and not-found page are its frame, not pages of an area.
 */
export const staffPages = [
  {
    key: 'staff-messages',
    owner: 'engage',
    path: '/staff/messages',
    title: 'Messages',
    nav: { label: 'Messages', summary: 'What visitors sent through the contact form.' },
  },
  { key: 'staff-message', owner: 'engage', path: '/staff/messages/:id', title: 'Message' },
  {
    key: 'staff-volunteers',
    owner: 'engage',
    path: '/staff/volunteers',
    title: 'Volunteers',
    nav: { label: 'Volunteers', summary: 'Volunteer applications and where each one stands.' },
  },
  { key: 'staff-volunteer', owner: 'engage', path: '/staff/volunteers/:id', title: 'Volunteer application' },
  {
    key: 'staff-subscribers',
    owner: 'engage',
    path: '/staff/subscribers',
    title: 'Subscribers',
    nav: { label: 'Subscribers', summary: 'Newsletter subscribers, and the list to send to.' },
  },
  {
    key: 'staff-people',
    owner: 'engage',
    path: '/staff/people',
    title: 'Supporters’ data',
    nav: {
      label: 'Supporters’ data',
      summary: 'Find a person by email and download everything we hold on them, for a subject access request.',
    },
    adminOnly: true,
  },
  {
    key: 'staff-donations',
    owner: 'donate',
    path: '/staff/donations',
    title: 'Donations',
    nav: { label: 'Donations', summary: 'One-off gifts and their payment status.' },
  },
  {
    key: 'staff-gift-messages',
    owner: 'donate',
    path: '/staff/donations/messages',
    title: 'Supporters’ names and messages',
  },
  {
    key: 'staff-monthly-gifts',
    owner: 'donate',
    path: '/staff/monthly-gifts',
    title: 'Monthly gifts',
    nav: { label: 'Monthly gifts', summary: 'Regular donations and whether they are active.' },
  },
  {
    key: 'staff-projects',
    owner: 'donate',
    path: '/staff/projects',
    title: 'Projects',
    nav: { label: 'Projects', summary: 'Projects, their targets and what has been raised.' },
  },
  { key: 'staff-project', owner: 'donate', path: '/staff/projects/:id', title: 'Project' },
  {
    key: 'staff-gift-aid',
    owner: 'donate',
    path: '/staff/gift-aid',
    title: 'Gift Aid declarations',
    nav: {
      label: 'Gift Aid',
      summary: 'Donors’ Gift Aid declarations, and claims to HMRC with their schedule files.',
    },
  },
  {
    key: 'staff-gift-aid-declaration',
    owner: 'donate',
    path: '/staff/gift-aid/declarations/:id',
    title: 'Gift Aid declaration',
  },
  { key: 'staff-gift-aid-claims', owner: 'donate', path: '/staff/gift-aid/claims', title: 'Gift Aid claims' },
  {
    key: 'staff-articles',
    owner: 'content',
    path: '/staff/articles',
    title: 'Articles',
    nav: { label: 'Articles', summary: 'Write, schedule and publish the blog’s stories; withdraw one when needed.' },
  },
  { key: 'staff-article-new', owner: 'content', path: '/staff/articles/new', title: 'New article' },
  { key: 'staff-article', owner: 'content', path: '/staff/articles/:id', title: 'Article' },
  {
    key: 'staff-emails',
    owner: 'shell',
    path: '/staff/emails',
    title: 'Emails',
    nav: { label: 'Emails', summary: 'Every email the site sends, whether it went, and why one failed.' },
  },
  {
    key: 'staff-users',
    owner: 'shell',
    path: '/staff/users',
    title: 'Staff accounts',
    nav: { label: 'Staff accounts', summary: 'Who can sign in, their roles and passwords.' },
    adminOnly: true,
  },
  {
    key: 'staff-audit',
    owner: 'shell',
    path: '/staff/audit',
    title: 'Audit log',
    nav: { label: 'Audit log', summary: 'Who changed what, and when.' },
    adminOnly: true,
  },
] as const satisfies readonly StaffPageEntry[];

export type StaffPage = (typeof staffPages)[number];

/** The staff pages an owner must render: a remote's `./StaffRoutes` (or the console) maps exactly these keys. */
export type StaffPageKey<Owner extends StaffPageOwner = StaffPageOwner> = Extract<StaffPage, { owner: Owner }>['key'];

export function staffPageKeys<Owner extends StaffPageOwner>(owner: Owner): StaffPageKey<Owner>[] {
  return staffPages.filter((page) => page.owner === owner).map((page) => page.key as StaffPageKey<Owner>);
}

/** An area of the console as its navigation and overview show it. */
export type StaffArea = { path: string; label: string; summary: string };

/** The areas a member of staff may open, in the registry's order: administrators also see accounts and the audit log. */
export function staffAreasFor(role: StaffRole): StaffArea[] {
  return staffPages.flatMap((page: StaffPageEntry) =>
    page.nav && (!page.adminOnly || role === 'admin') ? [{ path: page.path, ...page.nav }] : [],
  );
}
