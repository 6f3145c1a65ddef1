import type { ClimateGoal, HomeProjectCard, ImpactGoal, StatFigure, Testimonial } from './types';

export const TAGLINE = 'From sun to sanctuary';

export const homeProjects: readonly HomeProjectCard[] = [
  {
    id: 1,
    title: 'Orphanage Solar Initiative',
    description:
      'Rooftop solar with battery storage for orphanages in southern Punjab, so fans, lights and water pumps keep running through the hottest months and children can sleep, study and stay safe.',
    image: 'orphanage',
    goal: '$35,000',
    beneficiaries: '150 Children',
    statusLabel: 'Urgent',
    statusColor: 'danger',
    icon: 'home',
  },
  {
    id: 2,
    title: 'Punjab Rural Schools Program',
    description:
      'Solar systems for government and community schools that lose power for hours each day, keeping classrooms cool and lit so lessons continue when temperatures pass 45°C.',
    image: 'school',
    goal: '$25,000',
    beneficiaries: '450 Students',
    statusLabel: 'In Progress',
    statusColor: 'sun',
    icon: 'school',
  },
  {
    id: 3,
    title: 'Community Religious Centres Network',
    description:
      'Powering mosques and churches that open their doors as cooling centres, night shelters and meeting places for families of every faith during heatwaves and floods.',
    image: 'worship',
    goal: '$50,000',
    beneficiaries: '300 Families',
    statusLabel: 'Planning',
    statusColor: 'sky',
    icon: 'worship',
  },
  {
    id: 4,
    title: 'Remote Village Health Centres',
    description:
      'Reliable power for basic health units far from the grid: vaccine refrigeration, lighting for night-time deliveries and fans for patients recovering in the heat.',
    image: 'clinic',
    goal: '$15,000',
    beneficiaries: '1000+ Patients',
    statusLabel: 'Planning',
    statusColor: 'sky',
    icon: 'clinic',
  },
];

export const impactGoal: ImpactGoal = { totalNeeded: '$125,000', livesChanged: '1,900+', communities: '4' };

export const homeAboutStats: readonly StatFigure[] = [
  { value: '58', label: 'Solar installations' },
  { value: '63,500+', label: 'People served' },
  { value: '125 tons', label: 'CO2 prevented each year' },
  { value: '2.8MW', label: 'Clean energy capacity' },
];

export const climateGoals: readonly ClimateGoal[] = [
  {
    number: 7,
    title: 'Affordable and Clean Energy',
    description: 'Every installation replaces diesel generators and unreliable grid power with free energy from the sun.',
    impactTarget: '58 installations serving 63,500+ people',
  },
  {
    number: 13,
    title: 'Climate Action',
    description: 'Clean power cuts emissions and gives communities the cool, safe spaces they need to adapt to extreme heat.',
    impactTarget: '125 tons of CO2 prevented annually',
  },
  {
    number: 3,
    title: 'Good Health and Well-being',
    description: 'Health centres keep vaccines cold, lights on for night deliveries and patients cool through heatwaves.',
    impactTarget: '8 health centers powered',
  },
  {
    number: 4,
    title: 'Quality Education',
    description: 'Schools stay open and classrooms stay bearable when temperatures climb to 45-50°C.',
    impactTarget: '23 schools serving 12,000+ students',
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Last June the classrooms were like ovens and half my pupils stayed at home. Since the panels went up the fans run all day, the lights work, and attendance has come back. The children ask me every morning if the sun is working for us today.',
    name: 'Shazia',
    role: 'Head Teacher',
    place: 'a government girls\' primary school in Muzaffargarh district, Punjab',
  },
  {
    quote:
      'We used to send mothers to the city at night because we could not see to deliver a baby safely. Now we have light, the vaccine fridge holds its temperature, and the generator sits quiet. Families trust the clinic again.',
    name: 'Abdi',
    role: 'Nurse in charge',
    place: 'a village health post in the Maroodi Jeex region, Somaliland',
  },
];

export const donationExamples: readonly StatFigure[] = [
  { value: '$25', label: 'powers a classroom for one day' },
  { value: '$200', label: 'cools an orphanage for a year' },
  { value: '$3,000', label: 'installs a complete solar system' },
];
