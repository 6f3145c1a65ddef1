export { ApiError, apiRequest, throwIfNotOk, type ApiRequestOptions, type HttpMethod } from './api-request';
export { createQueryClient, getQueryFn, type UnauthorizedBehavior } from './query-client';
