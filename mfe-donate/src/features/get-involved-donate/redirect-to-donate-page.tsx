import { useEffect } from 'react';
import { Link, useNavigate } from '@solar/shared-routing';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { colors, Container, space } from '@solar/shared-ui';

/** How long the redirect notice stays before the browser moves on to /donate. */
export const REDIRECT_DELAY_MS = 1500;

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.15); opacity: 0.8; }
`;

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 55vh;
  padding: ${space.xxl} 0;
  text-align: center;
  h1 {
    font-size: clamp(1.75rem, 3vw + 1rem, 2.5rem);
  }
  p {
    color: ${colors.inkMuted};
    max-width: 50ch;
    margin: 0 auto ${space.md};
  }
  a {
    font-weight: 700;
  }
`;

const Sun = styled.span`
  display: inline-block;
  width: 56px;
  height: 56px;
  margin-bottom: ${space.lg};
  border-radius: 50%;
  background: radial-gradient(circle, ${colors.sun} 55%, ${colors.sunSoft} 56%);
  animation: ${pulse} 1.2s ease-in-out infinite;
`;

/** /get-involved/donate: says where the visitor is going, then replaces the address with /donate. */
export default function RedirectToDonatePage() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/donate', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Container>
      <Wrapper>
        <div>
          <Sun aria-hidden="true" />
          <h1>Taking you to our donation page</h1>
          <p role="status">
            You are being redirected to our PayPal donation page, where you can give once or monthly in pounds sterling.
          </p>
          <p>
            <Link to="/donate" replace>
              Go to the donation page now
            </Link>
          </p>
        </div>
      </Wrapper>
    </Container>
  );
}
