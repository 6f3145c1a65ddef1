import { useEffect, useId, useRef, type MouseEvent } from 'react';
import styled from '@emotion/styled';
import { colors, radii, space } from '../theme/tokens';

const Summary = styled.div`
  padding: ${space.md};
  border: 3px solid ${colors.danger};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  &:focus-visible,
  &:focus {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 ${space.sm};
    font-size: 1.15rem;
    color: ${colors.ink};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${colors.danger};
    font-weight: 600;
  }
`;

export type ErrorSummaryItem = { id: string; message: string };

export type ErrorSummaryProps = {
  /** Each invalid field's control id and message, in the form's order. */
  problems: readonly ErrorSummaryItem[];
  /** Changes on every refused submit (useSiteForm's `problemsShown`): the summary then takes focus. */
  shownCount: number;
  title?: string;
};

/**
 * The form's problems in one list at its top (WCAG 3.3.1): after a refused submit focus moves here, so the list is
 * read out, and each link moves focus to its field.
 */
export function ErrorSummary({ problems, shownCount, title = 'There is a problem' }: ErrorSummaryProps) {
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const hasProblems = problems.length > 0;
  useEffect(() => {
    if (shownCount > 0 && hasProblems) ref.current?.focus();
  }, [shownCount, hasProblems]);
  if (!hasProblems) return null;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const control = document.getElementById(id);
    if (!control) return;
    event.preventDefault();
    control.focus();
    control.scrollIntoView?.({ block: 'center' });
  };
  return (
    <Summary ref={ref} tabIndex={-1} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.id}>
            <a href={`#${problem.id}`} onClick={(event) => goTo(event, problem.id)}>
              {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </Summary>
  );
}
