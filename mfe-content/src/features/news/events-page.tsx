import styled from '@emotion/styled';
import { eventStats, pastEvents, upcomingEvents, type CommunityEvent } from '@solar/content-data';
import { Badge, ButtonLink, Card, colors, contactHref, PageHeader, radii, space, StatGrid } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { formatLongDate } from '@solar/shared-format';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';
import { ThreeColumnGrid } from '../../components/three-column-grid';

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.md};
  margin: 0;
  font-size: 0.95rem;
  dt {
    font-weight: 700;
    color: ${colors.inkMuted};
  }
  dd {
    margin: 0;
  }
`;

const Badges = styled.div`
  display: flex;
  gap: ${space.sm};
  flex-wrap: wrap;
`;

const Description = styled.p`
  margin: 0;
  flex: 1;
`;

const Enquiry = styled(Card)`
  background: ${colors.surface};
  border-radius: ${radii.md};
`;

const statusTone = { Confirmed: 'brand', 'Registration Open': 'sun', 'Registration Opening Soon': 'sky' } as const;

function EventCard({ event, past = false }: { event: CommunityEvent; past?: boolean }) {
  return (
    <Card>
      <Illustration name={event.image} alt="" />
      <Badges>
        {event.status ? <Badge tone={statusTone[event.status]}>{event.status}</Badge> : null}
        <Badge tone="brand">{event.type}</Badge>
        {event.virtual ? <Badge tone="sky">Online</Badge> : null}
      </Badges>
      <h3>{event.title}</h3>
      <Details>
        <dt>Date</dt>
        <dd>
          <time dateTime={event.date}>{formatLongDate(event.date)}</time>
        </dd>
        <dt>Time</dt>
        <dd>{event.time}</dd>
        <dt>Where</dt>
        <dd>{event.location}</dd>
        <dt>For</dt>
        <dd>{event.audience}</dd>
        {past ? (
          <>
            <dt>Attended</dt>
            <dd>{event.attendees}</dd>
          </>
        ) : (
          <>
            <dt>Capacity</dt>
            <dd>{event.capacity}</dd>
          </>
        )}
      </Details>
      <Description>{event.description}</Description>
      {past ? (
        event.recording ? (
          <ButtonLink
            to={contactHref(`Recording request: ${event.title}`)}
            variant="outline"
            aria-label={`View Recording: ${event.title}`}
          >
            View Recording
          </ButtonLink>
        ) : null
      ) : (
        <ButtonLink
          to={contactHref(`Register interest: ${event.title}`)}
          aria-label={`Register Interest: ${event.title}`}
        >
          Register Interest
        </ButtonLink>
      )}
    </Card>
  );
}

export default function EventsPage() {
  return (
    <>
      <PageHeader title="Events" eyebrow="Newsroom">
        Dinners, webinars and community gatherings where supporters meet the people behind our projects. Join us in
        person or online.
      </PageHeader>
      <PageSection id="stats" title="Events at a glance" tone="alt">
        <StatGrid stats={eventStats} />
      </PageSection>
      <PageSection id="upcoming" title="Upcoming events">
        <ThreeColumnGrid>
          {upcomingEvents.map((event) => (
            <EventCard key={event.id} event={event} />
          ))}
        </ThreeColumnGrid>
      </PageSection>
      <PageSection
        id="past"
        title="Past events"
        tone="alt"
        intro="Recordings are shared on request: tell us which event you would like to watch and we will send you a link."
      >
        <ThreeColumnGrid>
          {pastEvents.map((event) => (
            <EventCard key={event.id} event={event} past />
          ))}
        </ThreeColumnGrid>
      </PageSection>
      <PageSection id="get-involved" title="Speak or partner at our events" tone="sand">
        <ThreeColumnGrid>
          <Enquiry>
            <h3>Invite a speaker</h3>
            <p>
              Our founders and partners speak at schools, faith groups, businesses and conferences about heat, health
              and clean energy.
            </p>
            <ButtonLink to={contactHref('Speaker request')} variant="secondary">
              Request a Speaker
            </ButtonLink>
          </Enquiry>
          <Enquiry>
            <h3>Partner on an event</h3>
            <p>Host a fundraiser, sponsor a webinar or bring our story to your community or workplace.</p>
            <ButtonLink to={contactHref('Event partnership enquiry')} variant="secondary">
              Discuss an Event Partnership
            </ButtonLink>
          </Enquiry>
        </ThreeColumnGrid>
        <Actions>
          <ButtonLink to="/donate">Donate Now</ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
