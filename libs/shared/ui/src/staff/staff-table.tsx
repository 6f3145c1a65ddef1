import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Link } from '@solar/shared-routing';
import { colors, radii, space } from '../theme/tokens';

export type StaffTableColumn<Row> = {
  /** Unique within the table. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
};

export type StaffTableProps<Row> = {
  caption: string;
  columns: readonly StaffTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** When given, the first column's cell links to the row's detail page. */
  rowHref?: (row: Row) => string;
  emptyMessage?: string;
};

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    padding: ${space.md};
    text-align: left;
    font-weight: 700;
    color: ${colors.ink};
  }
  th,
  td {
    padding: ${space.sm} ${space.md};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${colors.border};
  }
  th {
    background: ${colors.surfaceAlt};
    color: ${colors.ink};
    font-size: 0.9rem;
  }
  tbody tr:hover {
    background: ${colors.surfaceAlt};
  }
  a {
    color: ${colors.sky};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${space.lg} ${space.md};
  color: ${colors.inkMuted};
`;

/** A staff list as a real table: a caption naming it, column headers, and a link from each row to its detail page. */
export function StaffTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  emptyMessage = 'Nothing to show.',
}: StaffTableProps<Row>) {
  return (
    // A table wider than the screen scrolls: the region takes focus so a keyboard can scroll it too (WCAG 2.1.1).
    <Scroller role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={column.key}>
                  {index === 0 && rowHref ? <Link to={rowHref(row)}>{column.cell(row)}</Link> : column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      {rows.length === 0 ? <Empty role="status">{emptyMessage}</Empty> : null}
    </Scroller>
  );
}
