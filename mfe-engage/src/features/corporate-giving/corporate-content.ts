import type { Stat } from '@solar/shared-ui';

export const CORPORATE_IMPACT_STATS: readonly Stat[] = [
  { value: '58', label: 'Solar installations' },
  { value: '63,500+', label: 'People served' },
  { value: '125 tons', label: 'CO₂ prevented each year' },
  { value: '2.8MW', label: 'Clean energy capacity' },
];

export type CorporateTier = {
  name: string;
  amount: string;
  installations: string;
  benefits: readonly string[];
  impact: string;
  featured?: boolean;
};

/** Partnership tiers (spec §9), in US dollars as the sponsor pages display them. */
export const CORPORATE_TIERS: readonly CorporateTier[] = [
  {
    name: 'Climate Champion',
    amount: '$25,000+',
    installations: '3-5 installations',
    featured: true,
    benefits: [
      'Installations named after your company, with on-site recognition',
      'Quarterly impact reports with energy generated and CO₂ avoided',
      'Logo on our website and in our annual impact report',
      'A live link-up or field visit for your team',
      'Co-branded stories for your ESG and sustainability reporting',
    ],
    impact:
      'Funds 3-5 complete solar installations, bringing reliable power to schools, clinics or places of worship for entire communities.',
  },
  {
    name: 'Community Builder',
    amount: '$10,000 to $24,999',
    installations: '1-2 installations',
    benefits: [
      'A named installation with recognition on site',
      'Twice-yearly impact reports with photographs and data',
      'Recognition in our annual impact report',
      'Skills-based volunteering opportunities for employees',
    ],
    impact:
      'Funds 1-2 complete installations, keeping a school or health centre open, cool and lit through extreme heat.',
  },
  {
    name: 'Solar Supporter',
    amount: '$5,000 to $9,999',
    installations: 'Partial funding',
    benefits: [
      'An annual impact report on the project you helped fund',
      'Recognition in our annual impact report',
      'A certificate of partnership and stories for your staff newsletter',
    ],
    impact:
      'Provides partial funding for an installation, such as the panels or the battery bank, alongside other supporters.',
  },
];

export const CORPORATE_BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: 'Measurable ESG impact',
    text: 'Energy generated, CO₂ avoided and people served for every project you fund, aligned with UN Sustainable Development Goals 3, 4, 7 and 13.',
  },
  {
    title: 'Employee engagement',
    text: 'Volunteering days, skills-based projects, talks from our field teams and matched-giving campaigns that staff can rally behind.',
  },
  {
    title: 'Brand and reputation',
    text: 'Visible, credible climate action: recognition on site, in our reports and across our channels, with stories your teams can share.',
  },
  {
    title: 'Tax-efficient giving',
    text: 'UK companies can usually deduct donations to a registered charity from their taxable profits. Ask your adviser how this applies to you.',
  },
  {
    title: 'Transparent reporting',
    text: 'Clear budgets before work starts and honest reporting after, including what went well and what we are improving.',
  },
  {
    title: 'Lasting results',
    text: 'Systems built to run for 20+ years, maintained by trained local caretakers with support from our technical partner.',
  },
];
