import type { Stat } from '@solar/shared-ui';

export const VOLUNTEER_STATS: readonly Stat[] = [
  { value: '150+', label: 'Active volunteers' },
  { value: '25', label: 'Communities' },
  { value: '98%', label: 'Satisfaction' },
  { value: '500+', label: 'Hours monthly' },
];

export type Opportunity = {
  title: string;
  summary: string;
  tasks: readonly string[];
  commitment: string;
  location: string;
  skills: string;
};

export const OPPORTUNITIES: readonly Opportunity[] = [
  {
    title: 'Field Installation',
    summary:
      'Work alongside our technical partner’s installers to put solar systems on the roofs of schools, orphanages, clinics and places of worship.',
    tasks: [
      'Mount panels, run cabling and help commission new systems',
      'Survey sites and record energy needs before installation',
      'Show caretakers how to clean panels and read the system monitor',
    ],
    commitment: '2 to 4 weeks on site, usually between October and March',
    location: 'Punjab, Pakistan, and occasionally Somaliland',
    skills: 'Electrical, construction or engineering experience helps; full safety training is given',
  },
  {
    title: 'Professional Skills',
    summary:
      'Lend your expertise from wherever you are. Small charities run on skilled volunteers, and a few hours of your time goes a long way.',
    tasks: [
      'Solar and electrical design reviews, finance, legal and grant writing',
      'Photography, video, design, writing and social media',
      'Translation between English, Urdu, Punjabi and Somali',
    ],
    commitment: '4 to 8 hours a month, for at least three months',
    location: 'Remote, with occasional meetings in Birmingham',
    skills: 'Professional experience in your field',
  },
  {
    title: 'Community Outreach',
    summary:
      'Share the story of communities facing 45-50°C heat and help raise the funds that power their schools and clinics.',
    tasks: [
      'Give talks at schools, mosques, churches and community groups',
      'Organise fundraising events, stalls and sponsored challenges',
      'Gather stories and feedback from the communities we serve',
    ],
    commitment: 'Flexible: from a few hours a month to regular events',
    location: 'Across the UK, and in partner communities in Pakistan',
    skills: 'Enthusiasm and good communication; we provide materials and briefings',
  },
];
