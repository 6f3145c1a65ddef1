import {
  climateIndicators,
  dashboardTotals,
  donationExamples,
  faqCategories,
  faqs,
  homeProjects,
  impactGoal,
  learningModules,
  mediaItems,
  pastEvents,
  pressReleases,
  regions,
  regionsHeroStats,
  resilienceProjects,
  sdgItems,
  testimonials,
  timeline,
  upcomingEvents,
} from './index';

const TODAY = '2026-11-21';

describe('home', () => {
  it('has the four priority projects with exact figures', () => {
    expect(homeProjects.map((p) => [p.id, p.title, p.goal, p.beneficiaries, p.statusLabel])).toEqual([
      [1, 'Orphanage Solar Initiative', '$35,000', '150 Children', 'Urgent'],
      [2, 'Punjab Rural Schools Program', '$25,000', '450 Students', 'In Progress'],
      [3, 'Community Religious Centres Network', '$50,000', '300 Families', 'Planning'],
      [4, 'Remote Village Health Centres', '$15,000', '1000+ Patients', 'Planning'],
    ]);
    expect(new Set(homeProjects.map((p) => p.icon)).size).toBe(4);
    expect(impactGoal).toEqual({ totalNeeded: '$125,000', livesChanged: '1,900+', communities: '4' });
  });

  it('has two testimonials attributed by first name only and three impact lines', () => {
    expect(testimonials).toHaveLength(2);
    for (const story of testimonials) expect(story.name).not.toMatch(/\s/);
    expect(donationExamples.map((d) => `${d.value} ${d.label}`)).toEqual([
      '$25 powers a classroom for one day',
      '$200 cools an orphanage for a year',
      '$3,000 installs a complete solar system',
    ]);
  });
});

describe('about', () => {
  it('has 14 FAQs covering exactly the six categories', () => {
    expect(faqs).toHaveLength(14);
    expect(faqCategories).toEqual([
      'About Our Mission',
      'Solar Projects',
      'Community Impact',
      'Partnerships',
      'Support & Donations',
      'Climate Goals',
    ]);
    expect(new Set(faqs.map((faq) => faq.category))).toEqual(new Set(faqCategories));
    for (const faq of faqs) {
      expect(faq.question.endsWith('?')).toBe(true);
      expect(faq.answer.split(/\s+/).length).toBeGreaterThanOrEqual(20);
    }
    const text = faqs.map((faq) => faq.answer).join(' ');
    expect(text).toContain('$2,000 and $8,000');
    expect(text).toContain('20+ years');
  });

  it('has the four timeline entries and the four SDGs', () => {
    expect(timeline.map((entry) => `${entry.year} ${entry.title}`)).toEqual([
      '2023 Foundation',
      '2024 First Projects',
      '2024 Rapid Expansion',
      '2025 Recognition',
    ]);
    expect(sdgItems.map((item) => item.number)).toEqual([7, 13, 3, 4]);
  });
});

describe('our work', () => {
  it('has the regions hero figures and two regions with full details', () => {
    expect(regionsHeroStats.map((stat) => stat.value)).toEqual(['2', '1,900+', '57kW']);
    expect(regions.map((region) => region.name)).toEqual(['Pakistan', 'Somaliland']);
    for (const region of regions) {
      expect(region.projects.length).toBeGreaterThan(0);
      expect(region.challenges.length).toBeGreaterThan(0);
      expect(region.highlights.length).toBeGreaterThan(0);
    }
    expect(regions.map((region) => region.flag)).toEqual(['pakistan', 'somaliland']);
  });
});

describe('news', () => {
  it('has one coming-soon press release with no download', () => {
    expect(pressReleases).toHaveLength(1);
    expect(pressReleases[0].comingSoon).toBe(true);
    expect(pressReleases[0].downloadUrl).toBeUndefined();
  });

  it('has six media items, three featured, each with a duration or read time', () => {
    expect(mediaItems).toHaveLength(6);
    expect(mediaItems.filter((item) => item.featured)).toHaveLength(3);
    for (const item of mediaItems) expect(Boolean(item.duration) !== Boolean(item.readTime)).toBe(true);
  });

  it('has three upcoming events after today and three past events with recordings', () => {
    expect(upcomingEvents).toHaveLength(3);
    for (const event of upcomingEvents) {
      expect(event.date > TODAY).toBe(true);
      expect(['Confirmed', 'Registration Open', 'Registration Opening Soon']).toContain(event.status);
    }
    expect(pastEvents).toHaveLength(3);
    for (const event of pastEvents) {
      expect(event.date < TODAY).toBe(true);
      expect(event.recording).toBe(true);
      expect(event.attendees).toBeTruthy();
    }
  });
});

describe('climate', () => {
  it('has six indicators with valid trends, statuses and targets', () => {
    expect(climateIndicators).toHaveLength(6);
    for (const indicator of climateIndicators) {
      expect(['up', 'down', 'stable']).toContain(indicator.trend);
      expect(['critical', 'warning', 'good', 'excellent']).toContain(indicator.status);
      if (indicator.target !== undefined) expect(indicator.target).toBeGreaterThan(0);
    }
  });

  it('has four resilience projects and the four dashboard totals', () => {
    expect(resilienceProjects).toHaveLength(4);
    for (const project of resilienceProjects) {
      expect(['active', 'planning', 'completed']).toContain(project.status);
      expect(project.progress).toBeGreaterThanOrEqual(0);
      expect(project.progress).toBeLessThanOrEqual(100);
    }
    expect(dashboardTotals.map((total) => total.value)).toEqual(['3,900+', '123.7 MWh', '87.9 tons CO₂', '12']);
  });

  it('has eight learning modules of 15 to 45 minutes with full content', () => {
    expect(learningModules).toHaveLength(8);
    for (const module of learningModules) {
      expect(['beginner', 'intermediate', 'advanced']).toContain(module.difficulty);
      expect(module.duration).toBeGreaterThanOrEqual(15);
      expect(module.duration).toBeLessThanOrEqual(45);
      expect(module.topics.length).toBeGreaterThan(0);
      expect(module.narrative.length).toBeGreaterThan(0);
      expect(module.keyPoints.length).toBeGreaterThan(0);
      expect(module.realWorldImpact.length).toBeGreaterThan(40);
    }
    expect(new Set(learningModules.map((m) => m.id)).size).toBe(8);
  });
});
