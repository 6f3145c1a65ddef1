import styled from '@emotion/styled';
import { donationExamples } from '@solar/content-data';
import { ButtonLink, colors, radii, space } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { LightOutlineLink } from '../../components/light-outline-link';
import { PageSection } from '../../components/page-section';

const Amounts = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  li {
    padding: ${space.lg};
    border-radius: ${radii.md};
    background: rgba(255, 255, 255, 0.1);
    border: 1px solid rgba(255, 255, 255, 0.3);
    color: ${colors.surface};
  }
  strong {
    display: block;
    font-size: 2rem;
    color: ${colors.sun};
  }
`;

export function ClosingBanner() {
  return (
    <PageSection
      id="contact"
      title="Every ray of sunshine can become a sanctuary"
      tone="brand"
      intro="Give once or every month, volunteer your skills, or sponsor a whole installation. Here is what your gift can do."
    >
      <Amounts>
        {donationExamples.map((example) => (
          <li key={example.value}>
            <strong>{example.value}</strong> {example.label}
          </li>
        ))}
      </Amounts>
      <Actions>
        <ButtonLink to="/donate">Donate Now</ButtonLink>
        <LightOutlineLink to="/get-involved/volunteer">Volunteer With Us</LightOutlineLink>
      </Actions>
    </PageSection>
  );
}
