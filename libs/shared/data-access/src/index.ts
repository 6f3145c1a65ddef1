export { apiRequest, throwIfNotOk, type ApiRequestOptions, type HttpMethod } from './api-request';
export * from './errors';
export { createQueryClient, getQueryFn, type UnauthorizedBehavior } from './query-client';
export { staffRequest } from './staff-request';
export * from './forms';
export * from './lists';
// Until every caller moves to errorMessage (this branch's later commits), the old names answer the same.
export { errorMessage as humanErrorMessage, errorMessage as apiErrorMessage } from './errors';
