export { renderAt } from './render-at';
export { mockReducedMotion } from './reduced-motion';
export { findOwnByRole, findToast, getOwnByRole, notifications } from './toasts';
export {
  deferredResponse,
  fakeStaffApi,
  pageOf,
  respond,
  respondJson,
  type SentRequest,
  type StaffApiHandler,
} from './fake-staff-api';
