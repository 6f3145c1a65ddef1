import type { FocusArea, Region, StatFigure } from './types';

/** Network-wide impact claims (spec §9). */
export const impactTotals: readonly StatFigure[] = [
  { value: '58', label: 'Installations' },
  { value: '63,500+', label: 'People served' },
  { value: '125 tons', label: 'CO2 prevented per year' },
  { value: '2.8MW', label: 'Clean energy capacity' },
];

export const focusAreas: readonly FocusArea[] = [
  {
    id: 'education',
    title: 'Educational Institutions',
    description:
      'Solar power keeps fans and lights running in classrooms, so schools can stay open through heatwaves and children do not lose weeks of learning every summer.',
    projects: '23 schools',
    beneficiaries: '12,000+ students',
    image: 'school',
    highlights: ['850kW of installed capacity', '98% uptime during heatwaves', 'Digital learning made possible'],
  },
  {
    id: 'health',
    title: 'Health Centres',
    description:
      'Reliable power for vaccine refrigeration, lighting for night-time deliveries and emergencies, and cool wards for patients recovering in the heat.',
    projects: '8 health centres',
    beneficiaries: '25,000+ patients',
    image: 'clinic',
    highlights: ['Vaccines kept at safe temperatures', 'Night-time care without generators', 'Lower running costs'],
  },
  {
    id: 'worship',
    title: 'Places of Worship',
    description:
      'Mosques and churches are often the largest public buildings in a village. Powered by the sun, they become cooling centres, shelters and meeting places for everyone.',
    projects: '15 religious centres (8 mosques, 7 churches)',
    beneficiaries: '8,500+ people',
    image: 'worship',
    highlights: ['Open to all faiths', 'Cooling centres in heatwaves', 'Shelter during floods'],
  },
  {
    id: 'community',
    title: 'Community Hubs',
    description:
      'Orphanages, community halls and water points powered so that the most vulnerable residents have safe, cool spaces and clean water when the grid fails.',
    projects: '12 community hubs',
    beneficiaries: '18,000+ residents',
    image: 'community',
    highlights: ['Orphanages kept cool and safe', 'Solar water pumping', 'Phone charging and evening light'],
  },
];

export const educationStats: readonly StatFigure[] = [
  { value: '23', label: 'Schools powered' },
  { value: '12,000+', label: 'Students learning' },
  { value: '850kW', label: 'Installed capacity' },
  { value: '98%', label: 'Uptime in heatwaves' },
];

export const worshipStats: readonly StatFigure[] = [
  { value: '15', label: 'Religious centres' },
  { value: '8', label: 'Mosques' },
  { value: '7', label: 'Churches' },
  { value: '8,500+', label: 'People served' },
];

export const regionsHeroStats: readonly StatFigure[] = [
  { value: '2', label: 'Regions' },
  { value: '1,900+', label: 'Beneficiaries' },
  { value: '57kW', label: 'Installed' },
];

export const regions: readonly Region[] = [
  {
    id: 'pakistan',
    name: 'Pakistan',
    flag: 'pakistan',
    description:
      'Most of our work is in rural Punjab, where summer temperatures reach 45-50°C and load-shedding can cut power for eight hours or more a day. We work with village schools, orphanages, basic health units, mosques and churches that serve some of the poorest districts in the province.',
    projects: [
      { name: 'Orphanage Solar Initiative', location: 'Southern Punjab', detail: 'Rooftop solar and battery storage for orphanages caring for 150 children.' },
      { name: 'Punjab Rural Schools Program', location: 'Rural Punjab', detail: 'Classroom fans and lighting for schools teaching 450 students.' },
      { name: 'Community Religious Centres Network', location: 'Punjab', detail: 'Mosques and churches equipped as cooling centres for 300 families.' },
    ],
    stats: { communities: '3', beneficiaries: '1,450+', installations: '8', capacity: '45kW' },
    challenges: [
      'Extreme heat: 45-50°C summers closed schools for 26 million children in one province in 2024',
      'Daily load-shedding leaves schools and clinics without power for hours',
      'Diesel generators are costly, noisy and polluting',
      'Floods damage infrastructure and displace families',
    ],
    highlights: [
      'First installations powered 5 schools and 3 health clinics in rural Punjab',
      'Places of worship of different faiths powered side by side',
      'Local technicians trained to maintain every system',
    ],
  },
  {
    id: 'somaliland',
    name: 'Somaliland',
    flag: 'somaliland',
    description:
      'In Somaliland most rural communities are far from any grid, and health posts rely on expensive diesel or have no power at all. Working with local partners, we are bringing solar power to remote village health centres and the communities around them.',
    projects: [
      { name: 'Remote Village Health Centres', location: 'Rural Somaliland', detail: 'Solar power for vaccine fridges, night-time lighting and patient care for 1000+ patients.' },
    ],
    stats: { communities: '1', beneficiaries: '450+', installations: '2', capacity: '12kW' },
    challenges: [
      'Very limited grid coverage outside the main towns',
      'Recurring drought and rising temperatures',
      'High fuel costs and long supply routes for spare parts',
    ],
    highlights: [
      'First projects launched in 2025',
      'Health posts able to store vaccines safely',
      'Community health workers trained in system care',
    ],
  },
];
