import { CHARITY_NAME, CHARITY_NUMBER, OFFICE_ADDRESS, OFFICE_PHONE, SUPPORT_EMAIL } from './charity';
import type { EventFacts } from './seo';

/**
 * schema.org objects a remote puts in the head of the pages it owns (decision 071). `origin` is the site's public
 * origin, or SITE_ORIGIN_PLACEHOLDER in what a remote's server draws (the shell's server fills it in).
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
export const LOGO_PATH = '/favicon.svg';
export const SOCIAL_IMAGE = {
  path: '/social-card.jpg',
  width: 1280,
  height: 720,
  alt: 'Dawn over a village school with solar panels on its roof',
};

const [, streetAddress, addressLocality, postalCode] = OFFICE_ADDRESS;

/** The charity as other items name it (publisher, organiser, recipient). */
const charityRef = (origin: string): JsonLd => ({
  '@type': 'NGO',
  '@id': `${origin}/#charity`,
  name: CHARITY_NAME,
  url: `${origin}/`,
});

/** The home page's description of the charity: who it is, its registration and how to reach it. */
export function ngo(origin: string, description: string): JsonLd {
  return {
    '@context': CONTEXT,
    ...charityRef(origin),
    logo: `${origin}${LOGO_PATH}`,
    image: `${origin}${SOCIAL_IMAGE.path}`,
    description,
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Registered charity number (England and Wales)',
      value: CHARITY_NUMBER,
    },
    email: SUPPORT_EMAIL,
    telephone: OFFICE_PHONE,
    address: {
      '@type': 'PostalAddress',
      streetAddress,
      addressLocality,
      postalCode,
      addressCountry: 'GB',
    },
    areaServed: [
      { '@type': 'Country', name: 'Pakistan' },
      { '@type': 'Place', name: 'Somaliland' },
    ],
  };
}

const ATTENDANCE = {
  online: 'https://schema.org/OnlineEventAttendanceMode',
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
} as const;

function eventLocation(facts: EventFacts, pageUrl: string): JsonLd | JsonLd[] {
  const online: JsonLd = { '@type': 'VirtualLocation', url: pageUrl };
  const place: JsonLd = {
    '@type': 'Place',
    name: facts.location,
    address: facts.location,
  };
  if (facts.attendance === 'online') return online;
  return facts.attendance === 'mixed' ? [place, online] : place;
}

export function event(origin: string, pageUrl: string, facts: EventFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: facts.name,
    description: facts.description,
    startDate: facts.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE[facts.attendance],
    location: eventLocation(facts, pageUrl),
    organizer: charityRef(origin),
    image: `${origin}${SOCIAL_IMAGE.path}`,
  };
}

export function donateAction(origin: string, url: string, name: string, description: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'DonateAction',
    name,
    description,
    recipient: charityRef(origin),
    target: {
      '@type': 'EntryPoint',
      urlTemplate: url,
      actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
    },
  };
}
