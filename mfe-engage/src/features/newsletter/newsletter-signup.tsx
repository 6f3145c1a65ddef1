import styled from '@emotion/styled';
import { ButtonLink, colors, contactHref, mq, radii, shadows, space } from '@solar/shared-ui';

const Panel = styled.section`
  display: grid;
  gap: ${space.lg};
  align-items: center;
  padding: ${space.xl} ${space.lg};
  border-radius: ${radii.lg};
  background: linear-gradient(135deg, ${colors.brandStrong} 0%, ${colors.brand} 100%);
  color: ${colors.surface};
  box-shadow: ${shadows.raised};
  ${mq.md} {
    grid-template-columns: 3fr 2fr;
    padding: ${space.xl};
  }
  /* Doubled class: the embedding page's section styles its own headings and text. */
  && h3 {
    margin: 0 0 ${space.sm};
    color: ${colors.surface};
    font-size: clamp(1.6rem, 2vw + 1rem, 2.2rem);
  }
  && p {
    margin: 0;
    color: ${colors.brandSoft};
    max-width: 60ch;
  }
  && ul {
    margin: ${space.md} 0 0;
    padding-left: 1.2rem;
    color: ${colors.surface};
  }
`;

const Action = styled.div`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
  ${mq.md} {
    justify-items: end;
    text-align: right;
  }
  && small {
    color: ${colors.brandSoft};
  }
`;

/**
 * The newsletter card other pages embed (exposed as `./NewsletterSignup`). It brings no page margins of
 * its own: the embedding page places it inside its section and container.
 */
export default function NewsletterSignup() {
  return (
    <Panel aria-labelledby="newsletter-heading">
      <div>
        <h3 id="newsletter-heading">Stay Connected</h3>
        <p>
          Join our mailing list for monthly updates on our solar projects, climate stories from the communities we
          serve and news of our programme developments.
        </p>
        <ul>
          <li>One email a month, no more</li>
          <li>Unsubscribe at any time</li>
        </ul>
      </div>
      <Action>
        <ButtonLink to={contactHref('Newsletter sign-up')}>Ask to join the mailing list</ButtonLink>
        <small>Send us your email address and we will add you to the next update.</small>
      </Action>
    </Panel>
  );
}
