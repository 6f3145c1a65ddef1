export { StaffTable, type StaffTableColumn, type StaffTableProps } from './staff-table';
export { Pagination, pageCount, type PaginationProps } from './pagination';
export { CsvDownloadLink, csvUrl, type CsvDownloadLinkProps } from './csv-download-link';
export { StaffPageHeading, type StaffPageHeadingProps } from './staff-page-heading';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status-badge';
export { staffControls } from './staff-controls';
// Moved to @solar/shared-ui/forms; re-exported until every staff page imports it from there (this branch).
export * from '../forms/staff-filter-bar';
