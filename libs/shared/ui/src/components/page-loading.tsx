import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { colors, space } from '../theme/tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
  padding: ${space.xl};
`;

const Spinner = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${colors.brandSoft};
  border-top-color: ${colors.brand};
  animation: ${spin} 0.9s linear infinite;
`;

/** Shown while a page's code arrives. Announced politely to screen readers. */
export function PageLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </Wrapper>
  );
}
