import styled from '@emotion/styled';
import { mediaItems, mediaStats, pressContacts, type MediaItem } from '@solar/content-data';
import { Badge, ButtonLink, Card, colors, contactHref, Grid, PageHeader, space, StatGrid } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { formatLongDate } from '@solar/shared-format';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';
import { ThreeColumnGrid } from '../../components/three-column-grid';

const Meta = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;

const Outlet = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${colors.sunStrong};
`;

const Badges = styled.div`
  display: flex;
  gap: ${space.sm};
  flex-wrap: wrap;
`;

const Summary = styled.p`
  margin: 0;
  flex: 1;
`;

function MediaCard({ item }: { item: MediaItem }) {
  const length = item.duration ?? item.readTime;
  return (
    <Card>
      <Illustration name={item.image} alt="" />
      <Badges>
        {item.featured ? <Badge tone="sun">Featured</Badge> : null}
        <Badge tone="sky">{item.type}</Badge>
      </Badges>
      <h3>{item.title}</h3>
      <Outlet>{item.outlet}</Outlet>
      <Meta>
        <time dateTime={item.date}>{formatLongDate(item.date)}</time>
        {length ? ` · ${length}` : null}
      </Meta>
      <Summary>{item.summary}</Summary>
      <ButtonLink to={contactHref(`Media copy request: ${item.title}`)} variant="outline">
        Request a Copy
      </ButtonLink>
    </Card>
  );
}

export default function MediaCoveragePage() {
  const featured = mediaItems.filter((item) => item.featured);
  const more = mediaItems.filter((item) => !item.featured);
  return (
    <>
      <PageHeader title="Media Coverage" eyebrow="Newsroom">
        Television, radio, podcasts and print features about our work bringing solar power to schools, clinics and
        places of worship.
      </PageHeader>
      <PageSection id="stats" title="Coverage at a glance" tone="alt">
        <StatGrid stats={mediaStats} />
      </PageSection>
      <PageSection id="featured" title="Featured coverage">
        <ThreeColumnGrid>
          {featured.map((item) => (
            <MediaCard key={item.id} item={item} />
          ))}
        </ThreeColumnGrid>
      </PageSection>
      <PageSection id="more" title="More coverage" tone="alt">
        <ThreeColumnGrid>
          {more.map((item) => (
            <MediaCard key={item.id} item={item} />
          ))}
        </ThreeColumnGrid>
      </PageSection>
      <PageSection id="press-contact" title="Press contacts" tone="sand" intro={pressContacts.responseTime}>
        <Grid min="240px">
          <Card>
            <h3>Press office</h3>
            <p>
              <a href={`mailto:${pressContacts.press}`}>{pressContacts.press}</a>
            </p>
          </Card>
          <Card>
            <h3>Media and interviews</h3>
            <p>
              <a href={`mailto:${pressContacts.media}`}>{pressContacts.media}</a>
            </p>
          </Card>
          <Card>
            <h3>General enquiries</h3>
            <p>
              <a href={`mailto:${pressContacts.general}`}>{pressContacts.general}</a>
            </p>
          </Card>
        </Grid>
        <Actions>
          <ButtonLink to={contactHref('Press enquiry')}>Send a Press Enquiry</ButtonLink>
          <ButtonLink to="/press-releases" variant="outline">
            Read Press Releases
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
