export {
  ApiError,
  apiRequest,
  humanErrorMessage,
  throwIfNotOk,
  type ApiRequestOptions,
  type HttpMethod,
} from './api-request';
export { createQueryClient, getQueryFn, type UnauthorizedBehavior } from './query-client';
export { staffRequest, apiErrorMessage } from './staff-request';
export * from './forms';
