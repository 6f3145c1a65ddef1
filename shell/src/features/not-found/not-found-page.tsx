import styled from '@emotion/styled';
import { ButtonLink, Container, PageShown, colors, space, useDocumentTitle } from '@solar/shared-ui';
import { NOT_FOUND_TITLE } from '../../app/route-table';
import { SunMark } from '../../components/logo';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.md};
  padding: ${space.xxl} 0;
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(2rem, 4vw + 1rem, 3rem);
  }
  p {
    max-width: 42ch;
    margin: 0;
    color: ${colors.inkMuted};
    font-size: 1.125rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md};
  margin-top: ${space.sm};
`;

/** The fallback for any unknown address (spec §2). */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Container>
      <PageShown />
      <Wrapper>
        <SunMark size={88} />
        <h1>{NOT_FOUND_TITLE}</h1>
        <p>
          Sorry, we couldn’t find that page. It may have moved, but the sun is still shining on the rest of the site.
        </p>
        <Actions>
          <ButtonLink to="/" variant="secondary">
            Back to Home
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            Contact Us
          </ButtonLink>
        </Actions>
      </Wrapper>
    </Container>
  );
}
