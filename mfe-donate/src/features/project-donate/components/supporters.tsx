import styled from '@emotion/styled';
import type { ProjectSupportersResponse } from '@solar/shared-contracts';
import { formatLongDate, formatNumber } from '@solar/shared-format';
import { colors, radii, space } from '@solar/shared-ui';

const Wall = styled.section`
  display: grid;
  gap: ${space.md};
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  .count {
    margin: 0;
    color: ${colors.inkMuted};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space.sm};
  }
  li {
    padding: ${space.md};
    border-radius: ${radii.md};
    border: 1px solid ${colors.border};
    background: ${colors.surface};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  .date {
    margin: 0;
    font-size: 0.9rem;
    color: ${colors.inkMuted};
  }
  blockquote {
    margin: ${space.sm} 0 0;
    padding-left: ${space.md};
    border-left: 4px solid ${colors.sun};
  }
  blockquote p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

function countText(count: number): string {
  if (count === 0) return 'No one has given to this project yet: your gift could be the first.';
  return count === 1
    ? '1 person has given to this project.'
    : `${formatNumber(count)} people have given to this project.`;
}

/**
 * "Supporters" on a project page (issue 28): how many people have given, then the latest supporters, newest first:
 * the name each chose to show (or Anonymous), the day, and their message once our team approved it. Never an amount.
 */
export function Supporters({
  supporters,
  projectTitle,
}: {
  supporters: ProjectSupportersResponse;
  projectTitle: string;
}) {
  return (
    <Wall aria-labelledby="supporters-heading">
      <h2 id="supporters-heading">Supporters</h2>
      <p className="count">{countText(supporters.count)}</p>
      {supporters.items.length > 0 ? (
        <ol aria-label={`Latest supporters of ${projectTitle}`}>
          {supporters.items.map((supporter, index) => (
            <li key={`${supporter.date}-${index}`}>
              <h3>{supporter.name}</h3>
              <p className="date">
                <time dateTime={supporter.date}>{formatLongDate(supporter.date.slice(0, 10))}</time>
              </p>
              {supporter.message ? (
                <blockquote>
                  <p>{supporter.message}</p>
                </blockquote>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </Wall>
  );
}
