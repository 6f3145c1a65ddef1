import type { CommunityEvent, MediaItem, PressRelease, StatFigure } from './types';

export const pressContacts = {
  press: 'press@fromsuntosanctuary.org',
  media: 'media@fromsuntosanctuary.org',
  general: 'info@fromsuntosanctuary.org',
  responseTime: 'We aim to reply to media enquiries within 24 hours.',
};

export const pressReleases: readonly PressRelease[] = [
  {
    id: 1,
    title: 'Summer 2025 Impact Report: Solar Power for Schools and Clinics Through the Heatwave Season',
    date: 'To be announced',
    category: 'Impact Report',
    categoryColor: 'sun',
    excerpt:
      'Our first full report on how solar-powered schools, health centres, orphanages and places of worship in Pakistan and Somaliland performed through the 2025 heatwave season.',
    content: [
      'The report will set out how our 58 installations performed during the hottest months of 2025, including uptime at the 23 schools in our network, patients treated at powered health centres and the carbon dioxide our systems avoided.',
      'It will include first-hand accounts from head teachers, nurses and faith leaders, and our plans for expanding the programme in Punjab and Somaliland.',
      'Journalists who would like an embargoed copy, interviews or photographs can contact our press office now.',
    ],
    tags: ['Impact', 'Heatwave', 'Education', 'Healthcare'],
    comingSoon: true,
  },
];

export const mediaStats: readonly StatFigure[] = [
  { value: '6', label: 'Media features' },
  { value: '3', label: 'Featured stories' },
  { value: '4', label: 'Formats: TV, radio, podcast and print' },
  { value: '2', label: 'Countries covered' },
];

export const mediaItems: readonly MediaItem[] = [
  {
    id: 1,
    title: 'British Pakistani charity brings solar relief to Punjab\'s hottest classrooms',
    outlet: 'Community Voices TV',
    type: 'Television',
    date: '2025-05-14',
    duration: '6 min',
    summary:
      'A report from rural Punjab on how solar-powered fans and lights kept village schools open as temperatures reached 48°C, with interviews with teachers and pupils.',
    image: 'school',
    featured: true,
  },
  {
    id: 2,
    title: 'From sun to sanctuary: faith centres as cooling shelters',
    outlet: 'Faith and Society Radio',
    type: 'Radio',
    date: '2025-04-29',
    duration: '12 min',
    summary:
      'Religious leaders describe how mosques and churches powered by solar panels now open their doors to neighbours of every faith during heatwaves.',
    image: 'worship',
    featured: true,
  },
  {
    id: 3,
    title: 'How small solar systems are keeping vaccines cold',
    outlet: 'Global Health Weekly',
    type: 'Article',
    date: '2025-04-10',
    readTime: '5 min read',
    summary:
      'A look at solar refrigeration in remote health posts in Pakistan and Somaliland, and why reliable power matters for immunisation programmes.',
    image: 'clinic',
    featured: true,
  },
  {
    id: 4,
    title: 'The climate adaptation nobody talks about: keeping schools cool',
    outlet: 'The Climate Conversation Podcast',
    type: 'Podcast',
    date: '2025-03-18',
    duration: '34 min',
    summary:
      'Our founders discuss why heat is an education crisis, what 26 million children out of school looks like, and how community-led solar can help.',
    image: 'climate',
    featured: false,
  },
  {
    id: 5,
    title: 'Diaspora giving meets clean energy',
    outlet: 'Charity Sector Review',
    type: 'Feature',
    date: '2025-02-20',
    readTime: '7 min read',
    summary:
      'A feature on how UK communities with family ties to Pakistan are funding practical climate projects, and the governance that makes it work.',
    image: 'community',
    featured: false,
  },
  {
    id: 6,
    title: 'Training women as solar technicians',
    outlet: 'Regional Development Digest',
    type: 'Interview',
    date: '2025-01-30',
    readTime: '4 min read',
    summary:
      'An interview with a teacher who now maintains her school\'s solar system, and what the training programme means for girls in her community.',
    image: 'women',
    featured: false,
  },
];

export const eventStats: readonly StatFigure[] = [
  { value: '3', label: 'Upcoming events' },
  { value: '3', label: 'Past events' },
  { value: '635', label: 'People attended past events' },
  { value: '3', label: 'Online or hybrid events' },
];

export const upcomingEvents: readonly CommunityEvent[] = [
  {
    id: 1,
    title: 'Solar for Sanctuaries: Summer Fundraising Dinner',
    date: '2027-07-10',
    time: '18:30 - 22:00',
    location: 'Birmingham, United Kingdom',
    type: 'Fundraiser',
    description:
      'An evening with supporters, community leaders and guests from Punjab, sharing stories from this year\'s heatwave season and raising funds for the Orphanage Solar Initiative.',
    audience: 'Supporters, families and community groups',
    capacity: '200 guests',
    status: 'Confirmed',
    virtual: false,
    image: 'community',
  },
  {
    id: 2,
    title: 'Heat, Health and Clean Energy: Online Panel',
    date: '2027-08-04',
    time: '19:00 - 20:30 BST',
    location: 'Online',
    type: 'Webinar',
    description:
      'Clinicians and engineers discuss how solar power protects the vaccine cold chain and patient care in remote health centres in Pakistan and Somaliland.',
    audience: 'Health professionals, students and supporters',
    capacity: '500 places',
    status: 'Registration Open',
    virtual: true,
    image: 'clinic',
  },
  {
    id: 3,
    title: 'Young Climate Champions Showcase',
    date: '2027-09-18',
    time: '10:00 - 15:00',
    location: 'Manchester, United Kingdom and online',
    type: 'Youth event',
    description:
      'Pupils from partner schools share their solar energy projects live with UK students, followed by workshops on climate science and practical action.',
    audience: 'Schools, young people and educators',
    capacity: '150 in person, unlimited online',
    status: 'Registration Opening Soon',
    virtual: true,
    image: 'youth',
  },
];

export const pastEvents: readonly CommunityEvent[] = [
  {
    id: 4,
    title: 'Launch of the Community Religious Centres Network',
    date: '2025-03-15',
    time: '14:00 - 16:00',
    location: 'London, United Kingdom',
    type: 'Launch',
    description: 'Faith leaders from mosques and churches launched our network of solar-powered places of worship serving as cooling centres.',
    audience: 'Faith communities and supporters',
    capacity: '180 guests',
    virtual: false,
    image: 'worship',
    attendees: '165 attendees',
    recording: true,
  },
  {
    id: 5,
    title: 'Solar Basics for Supporters',
    date: '2025-02-05',
    time: '19:00 - 20:00 GMT',
    location: 'Online',
    type: 'Webinar',
    description: 'Our technical partner explained how a school system is designed, installed and maintained, and answered supporters\' questions.',
    audience: 'Supporters and volunteers',
    capacity: '300 places',
    virtual: true,
    image: 'panels',
    attendees: '240 attendees',
    recording: true,
  },
  {
    id: 6,
    title: 'Winter Appeal Interfaith Community Evening',
    date: '2024-12-14',
    time: '17:00 - 20:00',
    location: 'Bradford, United Kingdom',
    type: 'Community gathering',
    description: 'An interfaith evening celebrating the year\'s first projects, with food, music and updates from Punjab.',
    audience: 'Families and community groups',
    capacity: '250 guests',
    virtual: false,
    image: 'community',
    attendees: '230 attendees',
    recording: true,
  },
];
