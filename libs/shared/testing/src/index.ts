export { renderAt } from './render-at';
export { mockReducedMotion } from './reduced-motion';
export { findOwnByRole, findToast, getOwnByRole, notifications } from './toasts';
export {
  deferredResponse,
  fakeStaffApi,
  inTurn,
  pageOf,
  respond,
  respondJson,
  type Answer,
  type SentRequest,
  type StaffApiHandler,
} from './fake-staff-api';
