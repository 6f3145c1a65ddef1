import styled from '@emotion/styled';
import { pressContacts, pressReleases } from '@solar/content-data';
import { Badge, ButtonLink, Card, colors, contactHref, PageHeader, space } from '@solar/shared-ui';
import { Actions, CheckList } from '../../components/actions';
import { formatLongDate } from '@solar/shared-format';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';

const Release = styled(Card)`
  display: grid;
  gap: ${space.md};
  grid-template-columns: 1fr;
  @media (min-width: 900px) {
    grid-template-columns: 280px 1fr;
    align-items: start;
  }
  p {
    margin: 0;
  }
`;

const Badges = styled.div`
  display: flex;
  gap: ${space.sm};
  flex-wrap: wrap;
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  li {
    padding: 0.1rem 0.6rem;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    font-size: 0.85rem;
    color: ${colors.inkMuted};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${space.sm};
`;

export default function PressReleasesPage() {
  return (
    <>
      <PageHeader title="Press Releases" eyebrow="Newsroom">
        Official announcements about our projects, partnerships and impact. Journalists can contact our press office for
        interviews, photographs and embargoed copies.
      </PageHeader>
      <PageSection id="releases" title="Latest releases">
        {pressReleases.map((release) => (
          <Release key={release.id}>
            <Illustration name="press" alt="" />
            <Body>
              <Badges>
                {release.comingSoon ? <Badge tone="sun">Coming Soon</Badge> : null}
                <Badge tone={release.categoryColor}>{release.category}</Badge>
              </Badges>
              <h3>{release.title}</h3>
              <p>
                <strong>Release date:</strong> {release.comingSoon ? 'to be announced' : formatLongDate(release.date)}
              </p>
              <p>{release.excerpt}</p>
              {release.content.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <h4 className="visually-hidden">Tags</h4>
              <Tags>
                {release.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </Tags>
              <Actions>
                {release.downloadUrl ? (
                  <a href={release.downloadUrl} download>
                    Download release
                  </a>
                ) : null}
                <ButtonLink to={contactHref(`Embargoed copy request: ${release.title}`)} variant="secondary">
                  Request an Embargoed Copy
                </ButtonLink>
              </Actions>
            </Body>
          </Release>
        ))}
      </PageSection>
      <PageSection id="press-office" title="Media contact" tone="sand">
        <p>
          For interviews with our founders, partners or the communities we serve, or for images and facts about our
          work:
        </p>
        <CheckList>
          <li>
            Press office: <a href={`mailto:${pressContacts.press}`}>{pressContacts.press}</a>
          </li>
          <li>
            Media enquiries: <a href={`mailto:${pressContacts.media}`}>{pressContacts.media}</a>
          </li>
          <li>{pressContacts.responseTime}</li>
        </CheckList>
        <Actions>
          <ButtonLink to={contactHref('Press enquiry')}>Contact Our Press Team</ButtonLink>
          <ButtonLink to="/news/media-coverage" variant="outline">
            See Media Coverage
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
