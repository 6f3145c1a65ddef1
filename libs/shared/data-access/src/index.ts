export { apiRequest, throwIfNotOk, type ApiRequestOptions, type HttpMethod } from './api-request';
export * from './errors';
export { createQueryClient, getQueryFn, type UnauthorizedBehavior } from './query-client';
export { staffRequest } from './staff-request';
export * from './forms';
export * from './lists';
export { PageDataContext, PageQueryProvider, seededQueryClient, usePageData, usePageRead } from './page-data';
