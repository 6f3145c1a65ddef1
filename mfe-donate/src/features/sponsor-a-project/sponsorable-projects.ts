export type Urgency = 'Critical' | 'High' | 'Medium';

export type SponsorableProject = {
  /** The project's id on the home page cards and at /projects/{id}/donate. */
  id: number;
  title: string;
  location: string;
  description: string;
  /** US dollars: the sponsor pages display dollars (spec §9). */
  targetAmount: number;
  raised: number;
  beneficiaries: number;
  timeframe: string;
  urgency: Urgency;
  features: readonly string[];
  impact: readonly string[];
};

/** Badge tone and bar colour by urgency. */
export const URGENCY_STYLE: Record<Urgency, { tone: 'danger' | 'sun' | 'sky'; bar: string }> = {
  Critical: { tone: 'danger', bar: '#b42318' },
  High: { tone: 'sun', bar: '#f5a524' },
  Medium: { tone: 'sky', bar: '#1d5c8c' },
};

export const SPONSORABLE_PROJECTS: readonly SponsorableProject[] = [
  {
    id: 1,
    title: 'Orphanage Solar Initiative',
    location: 'Lahore, Punjab, Pakistan',
    description:
      'Solar power for orphanages where summer power cuts leave children sleeping in rooms above 40°C. Reliable fans, lighting and refrigeration make these homes safe through the hottest months.',
    targetAmount: 35000,
    raised: 8500,
    beneficiaries: 85,
    timeframe: '6 months',
    urgency: 'High',
    features: [
      'Rooftop solar array with battery storage for night-time cooling',
      'Energy-efficient ceiling fans and LED lighting in dormitories',
      'Solar-powered refrigeration for food and medicines',
      'Training for staff to monitor and maintain the system',
    ],
    impact: [
      '85 children sleep and study in cool, well-lit rooms',
      'Electricity bills cut to almost nothing, freeing funds for food and schooling',
      'Safe storage for food and medicines during heatwaves',
    ],
  },
  {
    id: 3,
    title: 'Community Religious Centres Network',
    location: 'Punjab and Sindh, Pakistan',
    description:
      'Mosques and churches are where communities gather, shelter and learn. Solarising a network of places of worship turns them into cooling centres during heatwaves and keeps evening classes running.',
    targetAmount: 50000,
    raised: 12000,
    beneficiaries: 2500,
    timeframe: '8 months',
    urgency: 'Medium',
    features: [
      'Solar installations across a network of mosques and churches',
      'Cooling areas open to the public during heat emergencies',
      'Power for community classrooms, kitchens and water pumps',
      'Volunteer caretakers trained in basic system upkeep',
    ],
    impact: [
      '2,500 people gain access to cool, safe shelter in extreme heat',
      'Evening literacy and Quran classes continue after dark',
      'Savings on energy bills fund community welfare programmes',
    ],
  },
  {
    id: 2,
    title: 'Punjab Rural Schools Program',
    location: 'Rural Punjab, Pakistan',
    description:
      'In 2024 extreme heat closed schools for 26 million children in Punjab. Solar-powered fans and lights let rural schools stay open and keep children learning through the summer.',
    targetAmount: 25000,
    raised: 5500,
    beneficiaries: 450,
    timeframe: '4 months',
    urgency: 'High',
    features: [
      'Solar systems sized for classrooms, offices and water coolers',
      'Fans and LED lighting in every classroom',
      'Power for computers and digital learning materials',
      'Lessons on renewable energy for pupils and teachers',
    ],
    impact: [
      '450 students keep learning through heatwaves',
      'Fewer heat-related absences and school closures',
      'A new generation grows up understanding clean energy',
    ],
  },
  {
    id: 4,
    title: 'Remote Village Health Centres',
    location: 'Somaliland and remote Pakistan',
    description:
      'Remote clinics lose power for hours every day, putting vaccines, deliveries and emergency care at risk. Solar power with battery backup keeps essential equipment running around the clock.',
    targetAmount: 15000,
    raised: 3200,
    beneficiaries: 1200,
    timeframe: '5 months',
    urgency: 'Critical',
    features: [
      'Solar array with battery backup for 24-hour power',
      'Solar vaccine refrigerators that meet cold-chain standards',
      'Lighting for night-time deliveries and emergencies',
      'Power for diagnostic equipment and phone charging',
    ],
    impact: [
      '1,200 patients receive care without power cuts',
      'Vaccines and medicines kept safe at the right temperature',
      'Safer births with reliable light through the night',
    ],
  },
];

export const SPONSOR_BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: 'Regular progress updates',
    text: 'Photos and reports from the site at each stage, from survey and installation to switch-on.',
  },
  {
    title: 'Recognition on site',
    text: 'A plaque at the installation and a mention in our annual impact report, unless you prefer to stay anonymous.',
  },
  {
    title: 'Measured impact',
    text: 'Energy generated, CO₂ avoided and people served, reported after completion so you can see what your sponsorship achieves.',
  },
  {
    title: 'Meet the community',
    text: 'A video call with the school, clinic or centre you powered, and the chance to visit when it is safe to do so.',
  },
];
