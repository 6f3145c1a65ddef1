import styled from '@emotion/styled';
import { Button } from '../components/button';
import { colors, space } from '../theme/tokens';

export type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Messages pages". */
  label?: string;
};

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  margin-top: ${space.md};
  p {
    margin: 0;
    color: ${colors.ink};
  }
`;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous and next buttons with "Page X of Y" between them; each is disabled at its end. */
export function Pagination({ page, pageSize, total, onPageChange, label = 'Pages' }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <Nav aria-label={label}>
      <Button
        type="button"
        variant="outline"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        Previous
      </Button>
      <p aria-live="polite">
        Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? 'result' : 'results'})
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        Next
      </Button>
    </Nav>
  );
}
