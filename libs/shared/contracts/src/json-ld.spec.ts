import { CHARITY_NUMBER } from './charity';
import { donateAction, event, ngo } from './json-ld';

const ORIGIN = 'https://fromsuntosanctuary.example';

describe('the structured data the remotes put in their pages’ heads', () => {
  it('describes the charity: name, logo, registered number and how to reach it', () => {
    const charity = ngo(ORIGIN, 'Free solar power for schools.');
    expect(charity).toMatchObject({
      '@type': 'NGO',
      name: 'From Sun to Sanctuary',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      description: 'Free solar power for schools.',
    });
    expect(charity['identifier']).toMatchObject({
      propertyID: 'Registered charity number (England and Wales)',
      value: CHARITY_NUMBER,
    });
    expect(charity).toHaveProperty('email');
    expect(charity).toHaveProperty('telephone');
    expect(charity['address']).toMatchObject({ postalCode: 'B3 2RT', addressCountry: 'GB' });
  });

  it('gives an event its date, place and how to attend', () => {
    const page = `${ORIGIN}/news/events`;
    const dinner = event(ORIGIN, page, {
      name: 'Summer Dinner',
      description: 'An evening.',
      startDate: '2027-07-10T18:30',
      location: 'Birmingham, United Kingdom',
      attendance: 'offline',
    });
    expect(dinner).toMatchObject({ '@type': 'Event', startDate: '2027-07-10T18:30', location: { '@type': 'Place' } });
    const panel = event(ORIGIN, page, {
      name: 'Online Panel',
      description: 'A panel.',
      startDate: '2027-08-04T19:00',
      location: 'Online',
      attendance: 'online',
    });
    expect(panel).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: page },
      organizer: { '@type': 'NGO', url: `${ORIGIN}/` },
    });
  });

  it('offers a DonateAction to the charity at the page’s address', () => {
    const action = donateAction(ORIGIN, `${ORIGIN}/donate`, 'Donate to From Sun to Sanctuary', 'Give.');
    expect(action).toMatchObject({
      '@type': 'DonateAction',
      recipient: { '@type': 'NGO', name: 'From Sun to Sanctuary' },
      target: { urlTemplate: `${ORIGIN}/donate` },
    });
  });
});
