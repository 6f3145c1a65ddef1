import type { CoreValue, FaqCategory, FaqItem, Partner, SdgItem, StatFigure, TimelineEntry } from './types';

export const coreValues: readonly CoreValue[] = [
  {
    title: 'Compassion',
    description:
      'We start with people, not panels. Every project begins by listening to the teachers, carers, imams, pastors and health workers who know what their community needs.',
  },
  {
    title: 'Sustainability',
    description:
      'We build systems that last 20 years and more, train local technicians to look after them and choose equipment that can be repaired close to home.',
  },
  {
    title: 'Inclusion',
    description:
      'We serve people of every faith and none. Mosques and churches, girls and boys, cities and remote villages: solar power is for everyone who needs it.',
  },
];

export const timeline: readonly TimelineEntry[] = [
  {
    year: '2023',
    title: 'Foundation',
    description:
      'Founded in the United Kingdom by members of the British Pakistani community after record heatwaves shut schools and overwhelmed clinics across Punjab. The founders set one aim: keep the places communities rely on open, cool and powered.',
  },
  {
    year: '2024',
    title: 'First Projects',
    description:
      'Our first installations powered 5 schools and 3 health clinics in rural Punjab. Classrooms kept their fans running through the summer and clinics could refrigerate vaccines without a diesel generator.',
  },
  {
    year: '2024',
    title: 'Rapid Expansion',
    description:
      'Communities asked us to go further, and we extended the programme to places of worship: mosques and churches that open their doors as cooling centres, shelters and meeting points for families of every faith.',
  },
  {
    year: '2025',
    title: 'Recognition',
    description:
      'Our work was recognised by community leaders and partner organisations, and we began our first projects in Somaliland, taking the model of community-led solar beyond Pakistan.',
  },
];

export const sdgItems: readonly SdgItem[] = [
  {
    number: 7,
    title: 'Affordable and Clean Energy',
    description: 'Ensure access to affordable, reliable, sustainable and modern energy for all.',
    ourImpact:
      'We install solar systems with battery storage at schools, orphanages, places of worship and health centres, replacing diesel generators and unreliable grid supply with free, clean power.',
    stats: '58 installations serving 63,500+ people',
  },
  {
    number: 13,
    title: 'Climate Action',
    description: 'Take urgent action to combat climate change and its impacts.',
    ourImpact:
      'Every kilowatt-hour from our panels avoids fossil-fuel generation, and the cool, powered buildings we create help communities adapt to heatwaves of 45-50°C.',
    stats: '125 tons CO2 prevented annually',
  },
  {
    number: 3,
    title: 'Good Health and Well-being',
    description: 'Ensure healthy lives and promote well-being for all at all ages.',
    ourImpact:
      'Powered health centres keep vaccines and medicines at safe temperatures, provide light for night-time deliveries and keep patients cool during recovery.',
    stats: '8 health centers powered',
  },
  {
    number: 4,
    title: 'Quality Education',
    description:
      'Ensure inclusive and equitable quality education and promote lifelong learning opportunities for all.',
    ourImpact:
      'Solar-powered fans and lights keep classrooms open through extreme heat, so children, and girls especially, do not lose weeks of learning each summer.',
    stats: '23 schools serving 12,000+ students',
  },
];

export const parisAgreement = {
  target: '1.5°C',
  co2Prevented: '125 tons',
  deadline: '2030',
  text: 'The Paris Agreement commits nations to limit global warming to well below 2°C and to pursue efforts to hold it to 1.5°C above pre-industrial levels. Pakistan contributes less than 1% of global emissions yet is among the countries most exposed to climate change. Our installations cut emissions where it is cheapest to do so and strengthen the communities living with the consequences.',
};

export const climateSummary: readonly StatFigure[] = [
  { value: '4', label: 'UN goals supported' },
  { value: '2030', label: 'Target year' },
  { value: '100%', label: 'Renewable focus' },
];

export const partners: readonly Partner[] = [
  {
    id: 'community-outreach',
    name: 'Humanitarian Outreach Partner',
    kind: 'Humanitarian organisation',
    role: 'Community outreach',
    description:
      'A humanitarian organisation with long-standing networks across rural Punjab and Somaliland. It helps us identify the schools, orphanages, clinics and places of worship in greatest need and makes sure every community has a say in its project.',
    contributions: [
      'Needs assessments with local leaders, teachers and health workers',
      'Community consultation before any installation begins',
      'Safeguarding and welfare support at orphanages and schools',
      'Follow-up visits to record the difference each system makes',
    ],
  },
  {
    id: 'technical-solar',
    name: 'Technical Solar Partner',
    kind: 'Technical solar organisation',
    role: 'Implementation and training',
    description:
      'A solar engineering organisation that designs, installs and maintains our systems to recognised standards, and trains local technicians so communities can care for their own equipment.',
    contributions: [
      'System design sized to each building and its peak summer load',
      'Installation by qualified engineers with quality-checked equipment',
      'Training local technicians in maintenance and safe operation',
      'Remote monitoring and round-the-clock technical support',
    ],
  },
];

export const partnerStats: readonly StatFigure[] = [
  { value: '100%', label: 'Community-centred' },
  { value: '24/7', label: 'Technical support' },
  { value: '15+', label: 'Years combined experience' },
];

export const faqCategories: readonly FaqCategory[] = [
  'About Our Mission',
  'Solar Projects',
  'Community Impact',
  'Partnerships',
  'Support & Donations',
  'Climate Goals',
];

export const faqs: readonly FaqItem[] = [
  {
    category: 'About Our Mission',
    question: 'What does your charity do?',
    answer:
      'We bring free solar power to schools, orphanages, places of worship and health centres in Pakistan and Somaliland, so that these places can stay open, cool and safe through extreme heat and power cuts.',
  },
  {
    category: 'About Our Mission',
    question: 'Why focus on Pakistan and Somaliland?',
    answer:
      'Both face some of the most severe effects of climate change while contributing very little to its causes. In 2024 extreme heat closed schools for 26 million children in one Pakistani province alone, with temperatures of 45-50°C. Our founders have deep family and community ties to the region, which helps us work with trust.',
  },
  {
    category: 'About Our Mission',
    question: 'Is the charity registered?',
    answer:
      'Yes. We are a charity registered in the United Kingdom, and our registered charity number appears in the footer of every page.',
  },
  {
    category: 'Solar Projects',
    question: 'How much does a solar installation cost?',
    answer:
      'Most installations cost between $2,000 and $8,000, depending on the size of the building, the equipment it needs to power and the battery storage required to keep it running overnight.',
  },
  {
    category: 'Solar Projects',
    question: 'How long do the solar systems last?',
    answer:
      'Our panels have a lifespan of 20+ years. Batteries and inverters are replaced during that time as part of maintenance, and local technicians are trained to keep each system in good order.',
  },
  {
    category: 'Solar Projects',
    question: 'How do you choose which buildings to power?',
    answer:
      'With our community outreach partner we assess need: how many people rely on the building, how often power fails, how hot it becomes and whether the community will help look after the system. Orphanages, schools and health centres with the least reliable power come first.',
  },
  {
    category: 'Community Impact',
    question: 'How do communities benefit beyond electricity?',
    answer:
      'Schools stay open in heatwaves, clinics can store vaccines and treat patients at night, and places of worship become cooling centres. Money once spent on diesel goes back into teaching, care and food.',
  },
  {
    category: 'Community Impact',
    question: 'Do you work with people of all faiths?',
    answer:
      'Yes. We have powered both mosques and churches, and every place of worship we support opens its doors to the whole community during heatwaves and emergencies.',
  },
  {
    category: 'Partnerships',
    question: 'Who do you work with on the ground?',
    answer:
      'We work with a humanitarian organisation that leads community outreach and a technical solar organisation that handles design, installation and training. Together they bring more than 15 years of combined experience.',
  },
  {
    category: 'Partnerships',
    question: 'Can my company or organisation partner with you?',
    answer:
      'We welcome partners who share our values, from businesses sponsoring installations to organisations offering technical skills. Get in touch through our contact page and we will arrange a conversation.',
  },
  {
    category: 'Support & Donations',
    question: 'How is my donation used?',
    answer:
      'Donations fund equipment, installation, training and maintenance. As a guide, $25 powers a classroom for one day, $200 cools an orphanage for a year and $3,000 installs a complete solar system.',
  },
  {
    category: 'Support & Donations',
    question: 'Can I sponsor a specific project?',
    answer:
      'Yes. Each of our priority projects has its own donation page, and you can also fund a whole installation through our Sponsor a Project programme.',
  },
  {
    category: 'Climate Goals',
    question: 'Which UN Sustainable Development Goals do you support?',
    answer:
      'Our work supports four goals: SDG 7 Affordable and Clean Energy, SDG 13 Climate Action, SDG 3 Good Health and Well-being, and SDG 4 Quality Education.',
  },
  {
    category: 'Climate Goals',
    question: 'How much carbon do your projects save?',
    answer:
      'Our installations prevent around 125 tons of CO2 every year by replacing diesel generators and fossil-fuel grid power, supporting the Paris Agreement aim of limiting warming to 1.5°C.',
  },
];
