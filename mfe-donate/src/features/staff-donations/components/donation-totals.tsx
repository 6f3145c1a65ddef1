import { errorMessage } from '@solar/shared-data-access';
import styled from '@emotion/styled';
import type { DonationTotals as Totals } from '@solar/shared-contracts';
import { space, StaffQueryState, StaffTable } from '@solar/shared-ui';
import { formatMonthLong } from '@solar/shared-format/uk-time';
import { formatPounds } from '../../../lib/money';
import { type DonationTotalsQuery, useDonationTotals } from '../api/get-donation-totals';

type ProjectTotal = Totals['byProject'][number];
type MonthTotal = Totals['byMonth'][number];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${space.lg};
  margin-bottom: ${space.xl};
`;

const projectColumns = [
  {
    key: 'project',
    header: 'Project',
    cell: (row: ProjectTotal) =>
      row.projectTitle ?? (row.projectId === null ? 'General (no project)' : `Project ${row.projectId}`),
  },
  { key: 'gifts', header: 'Gifts', cell: (row: ProjectTotal) => row.count },
  { key: 'total', header: 'Total', cell: (row: ProjectTotal) => formatPounds(row.total) },
];

const monthColumns = [
  { key: 'month', header: 'Month', cell: (row: MonthTotal) => formatMonthLong(row.month) },
  { key: 'gifts', header: 'Gifts', cell: (row: MonthTotal) => row.count },
  { key: 'total', header: 'Total', cell: (row: MonthTotal) => formatPounds(row.total) },
];

/** Completed gifts under the list's filters, summed by the API per project and per month. */
export function DonationTotals({ filters }: { filters: DonationTotalsQuery }) {
  const totals = useDonationTotals(filters);
  return (
    <section aria-labelledby="donation-totals-heading">
      <h2 id="donation-totals-heading">Totals of completed gifts</h2>
      <StaffQueryState query={totals} what="the totals" reason={errorMessage(totals.error)} />
      {totals.data ? (
        <Grid>
          <StaffTable
            caption="Completed gifts by project"
            columns={projectColumns}
            rows={totals.data.byProject}
            rowKey={(row) => row.projectId ?? 'general'}
            emptyMessage="No completed gifts match these filters."
          />
          <StaffTable
            caption="Completed gifts by month (UK time)"
            columns={monthColumns}
            rows={totals.data.byMonth}
            rowKey={(row) => row.month}
            emptyMessage="No completed gifts match these filters."
          />
        </Grid>
      ) : null}
    </section>
  );
}
