import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { Button, ButtonLink, Container, PageShown, colors, radii, space } from '@solar/shared-ui';

const Panel = styled.section`
  margin: ${space.xl} auto;
  max-width: 640px;
  padding: ${space.xl};
  border: 1px solid ${colors.border};
  border-left: 6px solid ${colors.sun};
  border-radius: ${radii.md};
  background: ${colors.sand};
  h1 {
    font-size: 1.75rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

type Props = { onRetry: () => void; compact?: boolean };

/** Shown in place of a page whose part of the site cannot be reached right now. */
export function RemoteUnavailable({ onRetry, compact = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container>
      <PageShown />
      <Panel role="alert" aria-labelledby="remote-unavailable-title" data-testid="remote-unavailable">
        <h1 id="remote-unavailable-title" ref={heading} tabIndex={-1}>
          This page is temporarily unavailable
        </h1>
        <p>
          We could not load this part of the site just now. The rest of the site is working: you can try again in a
          moment, or carry on browsing.
        </p>
        <Actions>
          <Button type="button" onClick={onRetry}>
            Try again
          </Button>
          {compact ? null : (
            <ButtonLink to="/" variant="outline">
              Go to the home page
            </ButtonLink>
          )}
        </Actions>
      </Panel>
    </Container>
  );
}
