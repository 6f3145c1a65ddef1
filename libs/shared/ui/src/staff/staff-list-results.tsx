import type { ReactNode } from 'react';
import type { Page } from '@solar/shared-contracts';
import { PageShown } from '../components/page-shown';
import { Pagination } from './pagination';
import { type StaffQuery, StaffQueryState } from './staff-query-state';

export type StaffListResultsProps<Row> = {
  /** The list's query: react-query's result of a staff list endpoint, which answers one `Page`. */
  query: StaffQuery & { data?: Page<Row> };
  /** What is being read, as a sentence names it: "the messages". */
  what: string;
  /** Why it could not be read, in words (`errorMessage(query.error)`, see StaffQueryState). */
  reason: string;
  /** The page links' name: "Message pages". */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** Draws this page's rows: a StaffTable, or cards. */
  children: (rows: readonly Row[]) => ReactNode;
};

/**
 * One page of a back-office list: loading and could-not-load (StaffQueryState), then the rows and the page links.
 * Every staff list is paged the same way, so the list pages only say what a row looks like.
 */
export function StaffListResults<Row>({
  query,
  what,
  reason,
  pagesLabel,
  onPageChange,
  children,
}: StaffListResultsProps<Row>) {
  const page = query.data;
  return (
    <>
      <StaffQueryState query={query} what={what} reason={reason} />
      {page ? (
        <>
          <PageShown />
          {children(page.items)}
          <Pagination
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            onPageChange={onPageChange}
            label={pagesLabel}
          />
        </>
      ) : null}
    </>
  );
}
