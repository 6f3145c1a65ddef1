import type { DescribedPageKey } from './public-pages';

const GIVING =
  'Give once or monthly to bring solar power to schools, orphanages, clinics and places of worship in Pakistan and Somaliland, with Gift Aid if you are a UK taxpayer.';

/**
 * Each public page's meta description (publicPages lists the pages): written into the served HTML by the shell's
 * server, and set by the live app after a client-side navigation. Apart from the page list so that only the
 * server and that later navigation read it: a first visit downloads none of it (decision 041).
 */
export const pageDescriptions: Record<DescribedPageKey, string> = {
  home: 'A UK charity bringing free solar power to schools, orphanages, places of worship and health centres in Pakistan and Somaliland, so they stay open through 45-50°C heat.',
  'who-we-are':
    'Who we are: a UK charity bringing free solar power to vulnerable communities in Pakistan and Somaliland, guided by compassion, sustainability and inclusion.',
  'our-story':
    'Our story from 2023 to today: from our foundation to solar power for schools and clinics in rural Punjab, places of worship and growing recognition.',
  'un-climate-goals':
    'How our solar installations support UN Sustainable Development Goals 7, 13, 3 and 4 and the Paris Agreement aim of limiting warming to 1.5°C.',
  'our-partners':
    'Our humanitarian and technical solar partners, who bring community outreach, installation, training and 24/7 support. Become a partner.',
  faqs: 'Answers to 14 frequently asked questions about our mission, solar projects, community impact, partnerships, donations and climate goals.',
  'focus-areas':
    'Our four focus areas: schools, health centres, places of worship and community hubs. 58 installations serving 63,500+ people.',
  'educational-institutions':
    'Solar power for 23 schools serving 12,000+ students in Pakistan, keeping classrooms cool, lit and open through extreme heat with 98% uptime.',
  'places-of-worship':
    'Solar power for 15 mosques and churches serving 8,500+ people, opening their doors as cooling centres and shelters for every faith.',
  regions:
    'Where we work: Pakistan and Somaliland. 1,900+ beneficiaries and 57kW of solar installed, with current projects, challenges and highlights.',
  blogs:
    'Climate Action Blog: stories, explainers and news from the schools, clinics, orphanages and places of worship we power with solar energy.',
  'press-releases':
    'Press releases from From Sun to Sanctuary, the UK solar charity, and how journalists can reach our press office.',
  'media-coverage':
    'Media coverage of our solar work in Pakistan and Somaliland: features, interviews and podcasts, plus press contact details.',
  events:
    'Upcoming events, from fundraising dinners to online panels, and recordings of past events from the solar charity From Sun to Sanctuary.',
  'climate-dashboard':
    'Our climate dashboard: six indicators and four resilience projects, with 3,900+ beneficiaries, 123.7 MWh generated and 87.9 tons CO₂ avoided.',
  'eco-learning-path':
    'A free eco learning path: eight short modules on solar energy, climate change and community resilience, from beginner to advanced.',
  'privacy-policy':
    'How From Sun to Sanctuary collects, uses and protects your personal data under UK GDPR when you donate, volunteer, subscribe or contact us.',
  accessibility:
    'How accessible the From Sun to Sanctuary website is against WCAG 2.2 AA, what does not work yet, and how to report a problem.',
  terms:
    'The terms for using the From Sun to Sanctuary website and donating through it, and the terms our solar project volunteers agree to.',
  contact:
    'Write to From Sun to Sanctuary about donations, volunteering, partnerships or the press, or call our Birmingham office. We reply within 24 hours.',
  volunteer:
    'Volunteer with From Sun to Sanctuary: help install solar systems, share your professional skills or carry our story into your community.',
  'corporate-giving':
    'Put your company’s climate commitments to work: fund solar power for schools, orphanages, places of worship and clinics in Pakistan and Somaliland.',
  'newsletter-confirm':
    'Confirm your sign-up to From Sun to Sanctuary’s monthly updates from the link in the email we sent you.',
  unsubscribe: 'Stop receiving From Sun to Sanctuary’s newsletter with one click from the link in your email.',
  donate: GIVING,
  'donate-manage':
    'Change, pause or cancel your monthly gift to From Sun to Sanctuary, update your Gift Aid details or get a giving statement, from the link in your email.',
  'get-involved-donate': GIVING,
  'sponsor-a-project':
    'Choose a solar project to sponsor, from a village school in Punjab to a health centre in Somaliland, and follow how close it is to being funded.',
  'project-donate':
    'Give to one solar project and see how much it has raised so far, how many people have given and what is still needed.',
};

/** A page's description from the registry, or undefined for a page that describes itself. */
export function pageDescriptionOf(page: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(pageDescriptions, page)
    ? pageDescriptions[page as DescribedPageKey]
    : undefined;
}
