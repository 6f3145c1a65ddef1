export { useListParams, SEARCH_PARAM, type ListParams, type ListParamsOptions } from './use-list-params';
