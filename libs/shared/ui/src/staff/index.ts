export { StaffTable, type StaffTableColumn, type StaffTableProps } from './staff-table';
export { Pagination, pageCount, type PaginationProps } from './pagination';
export { CsvDownloadLink, csvUrl, type CsvDownloadLinkProps } from './csv-download-link';
export { StaffPageHeading, type StaffPageHeadingProps } from './staff-page-heading';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status-badge';
export { StaffQueryState, type StaffQuery, type StaffQueryStateProps } from './staff-query-state';
export { StaffListResults, type StaffListResultsProps } from './staff-list-results';
