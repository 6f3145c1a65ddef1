import { SUPPORT_EMAIL } from '@solar/shared-ui';

export type ContactTopic = {
  title: string;
  text: string;
  /** Subject line for the email link. */
  subject: string;
  /** Who handles it. */
  email: string;
  /** A page on the site that answers most questions on the topic. */
  related?: { to: string; label: string };
};

export const CONTACT_TOPICS: readonly ContactTopic[] = [
  {
    title: 'Volunteering',
    text: 'Join an installation team in Pakistan, lend professional skills from home, or help with outreach and fundraising in the UK.',
    subject: 'Volunteering',
    email: SUPPORT_EMAIL,
    related: { to: '/get-involved/volunteer', label: 'Volunteer opportunities' },
  },
  {
    title: 'Partnerships and corporate giving',
    text: 'Companies, foundations and community organisations can fund installations, match staff giving or partner on delivery.',
    subject: 'Partnership enquiry',
    email: SUPPORT_EMAIL,
    related: { to: '/get-involved/corporate-giving', label: 'Corporate giving' },
  },
  {
    title: 'Press and media',
    text: 'Interviews, photographs, project data and comment on extreme heat, climate resilience and clean energy in Pakistan and Somaliland.',
    subject: 'Press enquiry',
    email: SUPPORT_EMAIL,
  },
  {
    title: 'Donations',
    text: 'Bank transfers, receipts, monthly gifts, sponsoring a particular project or giving in memory of a loved one.',
    subject: 'Donation enquiry',
    email: 'donations@fromsuntosanctuary.org',
    related: { to: '/donate', label: 'Ways to donate' },
  },
];
