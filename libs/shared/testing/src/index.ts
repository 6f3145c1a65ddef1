export { renderAt } from './render-at';
export { mockReducedMotion } from './reduced-motion';
export {
  deferredResponse,
  fakeStaffApi,
  pageOf,
  respond,
  respondJson,
  type SentRequest,
  type StaffApiHandler,
} from './fake-staff-api';
