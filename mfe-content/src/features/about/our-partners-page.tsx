import styled from '@emotion/styled';
import { partners, partnerStats } from '@solar/content-data';
import { Badge, ButtonLink, Card, colors, Grid, PageHeader, space, StatGrid, VisuallyHidden } from '@solar/shared-ui';
import { Actions, CheckList } from '../../components/actions';
import { Illustration } from '../../components/illustration';
import { PageSection } from '../../components/page-section';

const PartnerCard = styled(Card)`
  h4 {
    margin: ${space.sm} 0 0;
  }
`;

const Role = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${colors.sunStrong};
`;

export default function OurPartnersPage() {
  return (
    <>
      <PageHeader title="Our Partners" eyebrow="About us">
        Two organisations make our work possible on the ground: one that knows the communities, and one that knows the
        technology.
      </PageHeader>
      <PageSection id="partners" title="Working together">
        <Grid min="320px">
          {partners.map((partner) => (
            <PartnerCard key={partner.id}>
              <Illustration name={partner.id === 'technical-solar' ? 'panels' : 'community'} alt="" />
              <Badge tone={partner.id === 'technical-solar' ? 'sky' : 'sun'}>{partner.kind}</Badge>
              <h3>{partner.name}</h3>
              <Role>{partner.role}</Role>
              <p>{partner.description}</p>
              <h4>What they bring</h4>
              <CheckList>
                {partner.contributions.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </CheckList>
            </PartnerCard>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="partnership-stats" title="Partnership in numbers" tone="alt">
        <StatGrid stats={partnerStats} />
      </PageSection>
      <PageSection
        id="join"
        title="Partner with us"
        tone="sand"
        intro="Businesses, foundations, faith groups and engineering firms can all help bring solar power to more communities. Tell us what you can offer and we will arrange a conversation."
      >
        <Actions>
          <ButtonLink to="/contact?subject=Partnership%20enquiry">Become a Partner</ButtonLink>
          <ButtonLink to="/contact?subject=Partnership%20information" variant="outline">
            Learn More<VisuallyHidden> about partnering with us</VisuallyHidden>
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}
