/**
 * Static content entities (spec §3). Images are named by illustration key: the content remote maps
 * each key to an SVG it bundles, so this library stays free of assets and runs anywhere.
 */
export type IllustrationKey =
  | 'orphanage'
  | 'school'
  | 'worship'
  | 'clinic'
  | 'community'
  | 'panels'
  | 'climate'
  | 'youth'
  | 'women'
  | 'water'
  | 'globe'
  | 'event'
  | 'press';

/** Names an inline SVG icon drawn by the content remote. */
export type ProjectIconKey = 'home' | 'school' | 'worship' | 'clinic';

/** Names an inline SVG flag drawn by the content remote. */
export type FlagKey = 'pakistan' | 'somaliland';

export type Tone = 'sun' | 'brand' | 'danger' | 'sky';

export type HomeProjectCard = {
  id: 1 | 2 | 3 | 4;
  title: string;
  description: string;
  image: IllustrationKey;
  /** Display text in dollars, e.g. "$35,000". */
  goal: string;
  beneficiaries: string;
  statusLabel: 'Urgent' | 'In Progress' | 'Planning';
  statusColor: Tone;
  icon: ProjectIconKey;
};

export type ImpactGoal = { totalNeeded: string; livesChanged: string; communities: string };

export type ClimateGoal = { number: number; title: string; description: string; impactTarget: string };

export type SdgItem = {
  number: number;
  title: string;
  description: string;
  ourImpact: string;
  stats: string;
};

export type FaqCategory =
  | 'About Our Mission'
  | 'Solar Projects'
  | 'Community Impact'
  | 'Partnerships'
  | 'Support & Donations'
  | 'Climate Goals';

export type FaqItem = { category: FaqCategory; question: string; answer: string };

export type FocusArea = {
  id: string;
  title: string;
  description: string;
  projects: string;
  beneficiaries: string;
  image: IllustrationKey;
  highlights: readonly string[];
};

export type RegionStats = { communities: string; beneficiaries: string; installations: string; capacity: string };

export type RegionProject = { name: string; location: string; detail: string };

export type Region = {
  id: 'pakistan' | 'somaliland';
  name: string;
  flag: FlagKey;
  description: string;
  projects: readonly RegionProject[];
  stats: RegionStats;
  challenges: readonly string[];
  highlights: readonly string[];
};

export type PressRelease = {
  id: number;
  title: string;
  date: string;
  category: string;
  categoryColor: Tone;
  excerpt: string;
  content: readonly string[];
  tags: readonly string[];
  /** Only set once a file is actually published; no download is offered otherwise. */
  downloadUrl?: string;
  comingSoon: boolean;
};

export type MediaType = 'Television' | 'Radio' | 'Podcast' | 'Article' | 'Feature' | 'Interview';

export type MediaItem = {
  id: number;
  title: string;
  outlet: string;
  type: MediaType;
  date: string;
  duration?: string;
  readTime?: string;
  summary: string;
  image: IllustrationKey;
  /** No public link is available for these items; readers ask the press office for a copy. */
  link?: string;
  featured: boolean;
};

export type EventStatus = 'Confirmed' | 'Registration Open' | 'Registration Opening Soon';

export type CommunityEvent = {
  id: number;
  title: string;
  date: string;
  time: string;
  location: string;
  type: string;
  description: string;
  audience: string;
  capacity: string;
  status?: EventStatus;
  virtual: boolean;
  image: IllustrationKey;
  /** Past events only. */
  attendees?: string;
  recording?: boolean;
};

export type Trend = 'up' | 'down' | 'stable';
export type IndicatorStatus = 'critical' | 'warning' | 'good' | 'excellent';

export type ClimateIndicator = {
  id: string;
  title: string;
  value: number;
  unit: string;
  trend: Trend;
  trendValue: string;
  description: string;
  target?: number;
  status: IndicatorStatus;
  /** Digits after the decimal point when shown. */
  decimals: number;
};

export type ResilienceStatus = 'active' | 'planning' | 'completed';

export type ResilienceProject = {
  id: string;
  name: string;
  location: string;
  status: ResilienceStatus;
  /** Percent complete, 0-100. */
  progress: number;
  beneficiaries: number;
  /** MWh per year. */
  energyGenerated: number;
  /** Tonnes of CO2 avoided per year. */
  co2Saved: number;
};

export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

export type LearningModule = {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  /** Minutes, 15-45. */
  duration: number;
  topics: readonly string[];
  narrative: readonly string[];
  keyPoints: readonly string[];
  realWorldImpact: string;
};

export type TimelineEntry = { year: string; title: string; description: string };

export type Partner = {
  id: string;
  name: string;
  kind: string;
  role: string;
  description: string;
  contributions: readonly string[];
};

export type CoreValue = { title: string; description: string };

export type Testimonial = { quote: string; name: string; role: string; place: string };

export type StatFigure = { value: string; label: string };
