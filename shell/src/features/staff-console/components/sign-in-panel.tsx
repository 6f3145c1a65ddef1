import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { CHARITY_NAME, PageShown, colors, radii, shadows, space } from '@solar/shared-ui';

const Panel = styled.main`
  max-width: 440px;
  margin: ${space.xxl} auto;
  padding: ${space.xl};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.card};
  &[data-wide] {
    max-width: 640px;
  }
  h1 {
    margin-top: 0;
    font-size: 1.75rem;
  }
  h1:focus {
    outline: none;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${space.md};
  }
  &[data-wide] form {
    max-width: 360px;
  }
`;

const Charity = styled.p`
  margin: 0 0 ${space.xs};
  font-weight: 700;
  color: ${colors.sunStrong};
`;

type Props = {
  /** Room for more than a form (setting up an authenticator: the steps, the QR code). */
  wide?: boolean;
  children: ReactNode;
};

/** The card the console's signed-out pages stand in (sign-in, setting up two-step sign-in): the page's main landmark. */
export function SignInPanel({ wide = false, children }: Props) {
  return (
    <Panel id="main-content" data-wide={wide || undefined}>
      <PageShown />
      <Charity>{CHARITY_NAME}</Charity>
      {children}
    </Panel>
  );
}
