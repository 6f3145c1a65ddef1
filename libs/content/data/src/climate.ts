import type { ClimateIndicator, ResilienceProject, StatFigure } from './types';

export const DASHBOARD_COUNT_IN_DELAY_MS = 500;

export const climateIndicators: readonly ClimateIndicator[] = [
  {
    id: 'energy',
    title: 'Clean energy generated',
    value: 123.7,
    unit: 'MWh',
    trend: 'up',
    trendValue: '+18% on last year',
    description:
      'Electricity produced this year by the solar systems in our resilience projects. Every megawatt-hour replaces power that would otherwise come from diesel generators or a fossil-fuel grid.',
    target: 150,
    status: 'good',
    decimals: 1,
  },
  {
    id: 'co2',
    title: 'CO₂ emissions avoided',
    value: 87.9,
    unit: 'tons',
    trend: 'up',
    trendValue: '+15% on last year',
    description:
      'Carbon dioxide avoided this year by the same systems. Across our whole network of 58 installations we prevent around 125 tons a year, our target for this set of projects.',
    target: 125,
    status: 'good',
    decimals: 1,
  },
  {
    id: 'peak-temperature',
    title: 'Peak temperature at project sites',
    value: 48.5,
    unit: '°C',
    trend: 'up',
    trendValue: '+1.2°C on last summer',
    description:
      'The highest temperature recorded near our Punjab sites this summer. Heat of 45-50°C closes schools and endangers patients, which is why cooling is at the heart of every installation.',
    status: 'critical',
    decimals: 1,
  },
  {
    id: 'uptime',
    title: 'School uptime during heatwaves',
    value: 98,
    unit: '%',
    trend: 'stable',
    trendValue: 'Unchanged',
    description:
      'Share of school hours during heat alerts in which classroom fans and lights kept running on solar power, across the 23 schools in our network.',
    target: 100,
    status: 'excellent',
    decimals: 0,
  },
  {
    id: 'outages',
    title: 'Average grid outage',
    value: 7.5,
    unit: 'hours/day',
    trend: 'down',
    trendValue: '-0.5 hours on last summer',
    description:
      'Average daily hours without grid power at our sites in the hottest months. Outages are easing slightly but still leave buildings without power for most of the working day without solar back-up.',
    status: 'warning',
    decimals: 1,
  },
  {
    id: 'diesel',
    title: 'Diesel displaced',
    value: 32400,
    unit: 'litres',
    trend: 'up',
    trendValue: '+22% on last year',
    description:
      'Fuel that schools, clinics and community buildings no longer burn in generators. The savings go back into teaching, care and maintenance.',
    target: 40000,
    status: 'good',
    decimals: 0,
  },
];

export const resilienceProjects: readonly ResilienceProject[] = [
  {
    id: 'punjab-schools',
    name: 'Punjab Schools Solar Cooling',
    location: 'Rural Punjab, Pakistan',
    status: 'active',
    progress: 80,
    beneficiaries: 1500,
    energyGenerated: 52.4,
    co2Saved: 37.2,
  },
  {
    id: 'orphanage-shelter',
    name: 'Orphanage Heat Shelter Programme',
    location: 'Southern Punjab, Pakistan',
    status: 'completed',
    progress: 100,
    beneficiaries: 650,
    energyGenerated: 24.8,
    co2Saved: 17.6,
  },
  {
    id: 'faith-cooling',
    name: 'Faith Centres Cooling Network',
    location: 'Punjab, Pakistan',
    status: 'active',
    progress: 65,
    beneficiaries: 1350,
    energyGenerated: 46.5,
    co2Saved: 33.1,
  },
  {
    id: 'somaliland-health',
    name: 'Somaliland Health Post Power',
    location: 'Rural Somaliland',
    status: 'planning',
    progress: 15,
    beneficiaries: 400,
    energyGenerated: 0,
    co2Saved: 0,
  },
];

export const dashboardTotals: readonly StatFigure[] = [
  { value: '3,900+', label: 'Beneficiaries' },
  { value: '123.7 MWh', label: 'Clean energy generated' },
  { value: '87.9 tons CO₂', label: 'Emissions avoided' },
  { value: '12', label: 'Communities' },
];
