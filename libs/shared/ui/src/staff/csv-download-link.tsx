import styled from '@emotion/styled';
import { listUrl, type ListQueryParams } from '@solar/shared-routing/list-url';
import { colors, radii, space } from '../theme/tokens';

export type CsvDownloadLinkProps = {
  /** The API's CSV URL, e.g. `/api/staff/subscribers/export.csv`. */
  href: string;
  /** The list's current filters; empty values are left out. */
  params?: ListQueryParams;
  /** The saved file's name. */
  fileName: string;
  children?: string;
};

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${space.sm} ${space.lg};
  border: 2px solid ${colors.brand};
  border-radius: ${radii.pill};
  color: ${colors.brand};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.brandSoft};
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The CSV's address with the list's filters: the one list-address helper, kept under its old name (shared-ui 2.x). */
export const csvUrl = listUrl;

/** A plain link the browser downloads with the session cookie, so the CSV is the same list the page shows. */
export function CsvDownloadLink({ href, params, fileName, children = 'Download CSV' }: CsvDownloadLinkProps) {
  return (
    <Anchor href={csvUrl(href, params)} download={fileName}>
      {children}
    </Anchor>
  );
}
